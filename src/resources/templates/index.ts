import type { ResourceOverride } from '../overrides';
import { PlaceholderPicker } from './PlaceholderPicker';
import { TemplatePreview } from './TemplatePreview';

/** Templates: the placeholders of the chosen code, copied on click, and a live preview with sample data. */
const override: ResourceOverride = {
  inputs: { placeholders: PlaceholderPicker },
  formExtras: TemplatePreview,
};

export default override;
