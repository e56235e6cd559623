/** The subscription API's sentences, in Dutch (the product's language), from the app's texts. */
import { subscriptionMessagesNl } from '../../src/i18n/subscription.nl';

type Tree = { [key: string]: string | Tree };
const texts = subscriptionMessagesNl.app.subscription as unknown as Tree;

/** `app.subscription.<path>` with polyglot's `%{name}` placeholders filled in. */
export function text(path: string, values: Record<string, string | number> = {}): string {
  const found = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      texts,
    );
  if (typeof found !== 'string') throw new Error(`No text app.subscription.${path}`);
  return found.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
