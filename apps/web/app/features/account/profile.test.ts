import { describe, expect, it } from "vitest";
import { clearProfile, EMPTY_PROFILE, profileFrom, profilePrefill } from "./profile";

const user = {
  id: 7,
  email: "anne@example.fr",
  phone: "06 12 34 56 78",
  firstname: "Anne",
  lastname: "Le Floch",
  birthdate: "1985-04-02",
  role: "CUSTOMER" as const,
};

describe("profile state", () => {
  it("is filled from the member", () => {
    expect(profileFrom(user as never)).toEqual(user);
  });

  it("clears every field but the phone", () => {
    expect(clearProfile(profileFrom(user as never))).toEqual({ ...EMPTY_PROFILE, phone: "06 12 34 56 78" });
    expect(clearProfile(EMPTY_PROFILE)).toEqual(EMPTY_PROFILE);
  });

  it("prefills forms with what it knows", () => {
    expect(profilePrefill(profileFrom(user as never))).toEqual({
      firstname: "Anne",
      lastname: "Le Floch",
      email: "anne@example.fr",
      phone: "06 12 34 56 78",
    });
    expect(profilePrefill(clearProfile(profileFrom(user as never)))).toEqual({ phone: "06 12 34 56 78" });
  });
});
