import type { User } from "@vitrine/shared/schemas/account";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { clearProfile, EMPTY_PROFILE, type Profile, profileFrom } from "./profile";

const ProfileContext = createContext<Profile>(EMPTY_PROFILE);

/** Holds the profile: filled after the profile call, cleared (phone kept) when the member leaves. */
export function ProfileProvider({ user, children }: { user: User | null; children: ReactNode }) {
  const [profile, setProfile] = useState<Profile>(() => (user ? profileFrom(user) : EMPTY_PROFILE));
  useEffect(() => {
    setProfile((current) => (user ? profileFrom(user) : clearProfile(current)));
  }, [user]);
  return <ProfileContext.Provider value={profile}>{children}</ProfileContext.Provider>;
}

export const useProfile = () => useContext(ProfileContext);
