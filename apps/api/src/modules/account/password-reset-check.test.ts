import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "../../db/schema/index";
import { hashToken } from "../../lib/tokens";
import { createTestApi, type TestApi } from "../../testing/api";
import { resetLinkOf, waitForMail } from "../../testing/mail";

/** POST /password/reset/check: the reset page asks whether its link may be used, without using it. */

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
});

afterAll(async () => {
  await api?.close();
});

let sequence = 0;
const nextIp = () => `10.77.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;

const call = (method: "POST" | "PUT", url: string, payload: unknown, site = 1) =>
  api.call({ method, url, site, payload: payload as object, remoteAddress: nextIp() });

const check = (token: unknown, site = 1) => call("POST", "/password/reset/check", { token }, site);

/** A member of site 1 and the token of the reset link e-mailed to them. */
async function memberWithLink() {
  const email = `reset-${++sequence}@example.fr`;
  const body = {
    email,
    password: "Toit-de-lauze-1987",
    firstname: "Jeanne",
    lastname: "Martin",
    phone: "06 12 34 56 78",
    acceptTerms: true,
  };
  expect((await call("POST", "/register", body)).status).toBe(201);
  expect((await call("PUT", "/password/reset/ask", { email })).status).toBe(200);
  const token = resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/))
    .split("/")
    .pop()!;
  return { email, token };
}

describe("POST /password/reset/check", () => {
  it("says a fresh link is valid, without spending it", async () => {
    const { token } = await memberWithLink();
    for (let n = 0; n < 2; n++) {
      const { status, body } = await check(token);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, data: { valid: true }, message: "" });
    }
    const reset = await call("PUT", "/password/reset", { token, password: "Ardoise & zinc 2026" });
    expect(reset.status).toBe(200);
  });

  it("says a used, expired, foreign or unknown link is not valid, alike", async () => {
    const used = await memberWithLink();
    await call("PUT", "/password/reset", { token: used.token, password: "Ardoise & zinc 2026" });
    const expired = await memberWithLink();
    await api.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(expired.token)));
    const closed = await memberWithLink();
    await api.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, closed.email));
    const foreign = await memberWithLink();

    const replies = await Promise.all([
      check(used.token),
      check(expired.token),
      check(closed.token),
      check(foreign.token, 2),
      check("lien-inventé-de-toutes-pièces"),
    ]);
    for (const { status, body } of replies) {
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        data: { valid: false },
        message: "Ce lien de réinitialisation n'est plus valable. Faites une nouvelle demande.",
      });
    }
    // Checked on another site, the link is still good on its own.
    expect((await check(foreign.token)).body.data).toEqual({ valid: true });
  });

  it("refuses a malformed token with a French field error", async () => {
    for (const token of ["", "x".repeat(201), 42]) {
      const { status, body } = await check(token);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(Object.keys(body.data.errors)).toEqual(["token"]);
      expect(body.data.errors.token).toMatch(/^Le lien de réinitialisation/);
    }
  });
});
