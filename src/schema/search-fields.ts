/**
 * What a list's search `q` reads of a record, shared by the database (server/db/search-text.ts,
 * which keeps these fields' text folded in one indexed column) and the app (which tells a row found
 * through its documents from one found by its own fields).
 */
import { type Resource, representationFields, storedFields } from './dsl';
import { isTextKind } from './fields';
import { foldText } from './folded-text';

const searchFieldsOf = new WeakMap<Resource, string[]>();

/** Fields `q` searches: the searchable ones, else the record's name when it is a text. */
export function searchFields(resource: Resource): string[] {
  let fields = searchFieldsOf.get(resource);
  if (!fields) {
    const searchable = storedFields(resource).filter(
      (field) => resource.meta[field].searchable && isTextKind(resource.meta[field].kind),
    );
    fields =
      searchable.length > 0
        ? searchable
        : representationFields(resource).filter((field) => {
            const meta = resource.meta[field];
            return meta !== undefined && isTextKind(meta.kind);
          });
    searchFieldsOf.set(resource, fields);
  }
  return fields;
}

/**
 * Whether the record's own searched fields hold the search `q`, as the database matches them: the
 * fields joined by a space (a missing value as ''), folded, holding the folded, trimmed search as one
 * piece of text. A blank search is held by every record.
 */
export function fieldsHoldSearch(resource: Resource, record: Record<string, unknown>, q: string): boolean {
  const search = foldText(q.trim());
  if (search === '') return true;
  const text = searchFields(resource)
    .map((field) => (record[field] == null ? '' : String(record[field])))
    .join(' ');
  return foldText(text).includes(search);
}
