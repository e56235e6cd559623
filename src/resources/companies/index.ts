import OnboardingPage from '../../pages/onboarding/OnboardingPage';
import type { ResourceOverride } from '../overrides';

/**
 * Companies: a new company is onboarded with its subscription and first admin in one screen
 * ("Nieuw bedrijf"), never created bare.
 */
const override: ResourceOverride = {
  create: OnboardingPage,
  createLabel: 'app.platform.onboarding.button',
};

export default override;
