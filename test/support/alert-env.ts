// Settings for the alerts' test file, read by lib/server/env.ts when it is first imported: import
// this module before anything from lib/server. Mail is configured (the test sends through its own
// SMTP server), and an e-mail is late after 2 s instead of 30 minutes.
import "./mail-env";

process.env.SMTP_URL = "smtp://127.0.0.1:1";
process.env.ALERT_OUTBOX_LATE_MS = "2000";
