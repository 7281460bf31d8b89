-- Raised by a password change or 'log out everywhere': a token or cookie that carries an older
-- value is refused on its next use, on every app instance.
ALTER TABLE "User" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;
