/** Signed-in people the component tests set with setProfile. */
import type { Profile } from '../../src/providers/profileStore';

/** A platform admin (role 1), of no company. */
export const platformAdmin = {
  id: 1,
  firstName: 'Pia',
  lastName: 'Beheer',
  name: 'Pia Beheer',
  roles: [1],
  company: null,
  subscription: null,
  downloadToken: 'dl',
  impersonator: null,
} as unknown as Profile;
