/** Messages are nested plain objects whose leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge: later trees win per leaf, so our additions never drop a package's sibling keys. */
export const mergeMessages = (...trees: object[]): MessageTree => {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = isTree(value) && isTree(current) ? mergeMessages(current, value) : (value as MessageTree);
    }
  }
  return out;
};

/** Every leaf key as a dotted path, sorted; used by the locale parity test. */
export const flattenKeys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([key, value]) => (isTree(value) ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]))
    .sort();
