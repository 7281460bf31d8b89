import { createHash } from "node:crypto";
import { passwordResetLimits } from "@/lib/domain/limits";
import { resetTokenPattern } from "@/lib/domain/password-reset";
import {
  hashResetToken,
  isLive,
  issueResetLink,
  passwordResetTopic,
  resetLinkMarker,
  resetTokenFor,
  revealResetLinks,
} from "./reset-token";

jest.mock("../env", () => ({
  env: { SITE_URL: "https://shop.example.pk", NEXTAUTH_SECRET: "a-unit-test-secret-long-enough" },
}));

const now = Date.parse("2026-11-28T10:00:00Z");
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

describe("a reset link's token", () => {
  it("is 32 bytes in base64url, from a fresh 32-byte nonce each time", () => {
    const links = Array.from({ length: 50 }, () => issueResetLink(now));
    for (const { nonce } of links) {
      expect(Buffer.from(nonce, "base64url")).toHaveLength(32);
      expect(resetTokenFor(nonce)).toMatch(resetTokenPattern);
      expect(Buffer.from(resetTokenFor(nonce), "base64url")).toHaveLength(32);
    }
    expect(new Set(links.map((link) => link.nonce)).size).toBe(50);
    expect(new Set(links.map((link) => link.tokenHash)).size).toBe(50);
  });

  it("is kept only as its SHA-256: neither the token nor the nonce can be read from what is stored", () => {
    const { nonce, tokenHash } = issueResetLink(now);
    const token = resetTokenFor(nonce);
    expect(tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hashResetToken(token)).toBe(tokenHash);
    expect(tokenHash).not.toContain(token);
    // The token is keyed by the server's secret: the nonce alone does not give it.
    expect(token).not.toBe(createHash("sha256").update(nonce).digest("base64url"));
    expect(resetTokenFor(nonce)).toBe(token);
  });

  it("works for one hour from its issue, and not a millisecond longer", () => {
    const link = issueResetLink(now);
    expect(link.expiresAt.getTime() - now).toBe(passwordResetLimits.linkLifetimeMs);
    expect(passwordResetLimits.linkLifetimeMs).toBe(60 * 60 * 1000);
    expect(isLive(link, now)).toBe(true);
    expect(isLive(link, now + passwordResetLimits.linkLifetimeMs - 1)).toBe(true);
    expect(isLive(link, now + passwordResetLimits.linkLifetimeMs)).toBe(false);
    expect(isLive(link, now + 2 * passwordResetLimits.linkLifetimeMs)).toBe(false);
  });
});

describe("the link in the outbox", () => {
  it("is a marker until the message leaves, then the page's address with the token whose hash was stored", () => {
    const { nonce, tokenHash } = issueResetLink(now);
    const marker = resetLinkMarker(nonce);
    const message = {
      topic: passwordResetTopic,
      to: "sana@example.pk",
      text: `Choose a new password: ${marker}`,
      html: `<a href="${marker}">Choose a new password</a>`,
    };
    const sent = revealResetLinks(message);
    const url = /https:\S+/.exec(sent.text)![0];
    expect(url).toMatch(/^https:\/\/shop\.example\.pk\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(hashResetToken(tokenOf(url))).toBe(tokenHash);
    expect(sent.html).toBe(`<a href="${url}">Choose a new password</a>`);
    expect(sent.to).toBe(message.to);
    expect(message.text).toContain(marker);
  });

  it("is never made from text in another mail (what a shopper typed into an order)", () => {
    const typed = resetLinkMarker(issueResetLink(now).nonce);
    const orderMail = { topic: "order-placed", text: `Delivery to: ${typed}`, html: `<p>${typed}</p>` };
    expect(revealResetLinks(orderMail)).toEqual(orderMail);
  });
});
