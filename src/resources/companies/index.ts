import { lazyPage } from '../../lazyPage';
import type { ResourceOverride } from '../overrides';

// Opened from the companies list's button: its form loads then.
const OnboardingPage = lazyPage(() => import('../../pages/onboarding/OnboardingPage'));

/**
 * Companies: a new company is onboarded with its subscription and first admin in one screen
 * ("Nieuw bedrijf"), never created bare.
 */
const override: ResourceOverride = {
  create: OnboardingPage,
  createLabel: 'app.platform.onboarding.button',
};

export default override;
