import { useSyncExternalStore } from 'react';
import type { Viewer } from '../schema/access';

/** The signed-in person as GET /api/auth/profile returns it (docs/auth-api.md). */
export interface Profile {
  id: number;
  firstName: string;
  affix: string | null;
  lastName: string;
  name: string;
  emailAddress: string;
  telephone: string | null;
  avatar: string | null;
  roles: number[];
  company: { id: number; name: string } | null;
  subscription: {
    plan: string;
    startsAt: string | null;
    endsAt: string | null;
    cancelledOn: string | null;
  } | null;
  twoFactorEnabled: boolean;
  locations: number[];
  downloadToken: string;
  impersonator: { id: number; name: string } | null;
}

/**
 * A tiny module store, not React state: the auth provider (outside React) writes it and the
 * layout reads it through useProfile(). One profile per tab.
 */
let current: Profile | null = null;
const listeners = new Set<() => void>();

export const getProfile = (): Profile | null => current;

export const setProfile = (profile: Profile | null): void => {
  current = profile;
  for (const listener of listeners) listener();
};

export const subscribeProfile = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useProfile = (): Profile | null =>
  useSyncExternalStore(subscribeProfile, getProfile, getProfile);

/** What the shared access rules need to know about a profile. */
export const viewerOf = (profile: Profile | null): Viewer | null =>
  profile ? { roles: profile.roles, hasSubscription: profile.subscription != null } : null;
