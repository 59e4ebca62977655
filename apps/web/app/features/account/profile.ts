import type { User } from "@vitrine/shared/schemas/account";

/** The visitor's profile as the pages know it (spec section 4, user (me)). */
export interface Profile {
  id: number | null;
  email: string;
  phone: string | null;
  firstname: string;
  lastname: string;
  birthdate: string | null;
  role: User["role"] | null;
}

export const EMPTY_PROFILE: Profile = {
  id: null,
  email: "",
  phone: null,
  firstname: "",
  lastname: "",
  birthdate: null,
  role: null,
};

export function profileFrom(user: User): Profile {
  const { id, email, phone, firstname, lastname, birthdate, role } = user;
  return { id, email, phone: phone ?? null, firstname, lastname, birthdate: birthdate ?? null, role };
}

/** Clearing the profile (logout) resets every field but the phone, kept for later orders. */
export function clearProfile(profile: Profile): Profile {
  return { ...EMPTY_PROFILE, phone: profile.phone };
}

/** Values a form may start with, by field name, from the profile. */
export function profilePrefill(profile: Profile): Record<string, string> {
  const prefill: Record<string, string> = {};
  if (profile.firstname) prefill.firstname = profile.firstname;
  if (profile.lastname) prefill.lastname = profile.lastname;
  if (profile.email) prefill.email = profile.email;
  if (profile.phone) prefill.phone = profile.phone;
  return prefill;
}

/** Whether a member manages the site (ADMIN) or every site (SUPER_ADMIN). */
export const isAdministrator = (user: { role: User["role"] | null } | null | undefined): boolean =>
  user?.role === "ADMIN" || user?.role === "SUPER_ADMIN";
