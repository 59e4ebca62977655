import { createHash, randomBytes } from "node:crypto";

/** A new opaque secret (session, reset or confirmation link, cart key): 256 random bits. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What is stored of a secret: its SHA-256, so that a copy of the database opens nothing. */
export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
