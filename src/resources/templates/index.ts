import type { ResourceOverride } from '../overrides';
import { PlaceholderPicker } from './PlaceholderPicker';

/** Templates: the placeholders of the chosen code, copied to the clipboard on click. */
const override: ResourceOverride = {
  inputs: { placeholders: PlaceholderPicker },
};

export default override;
