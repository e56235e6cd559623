import { describe, expect, it } from 'vitest';
import { BatchReads, readOnce } from '../../server/resources/batch-reads';
import { type Executor, hookContext } from '../../server/resources/hooks';
import { buildRegistry } from '../../server/resources/registry';
import type { AccessContext } from '../../src/schema/dsl';
import { resources } from '../../src/schema/resources';

/** A loader that counts its reads and answers one row per read, numbered. */
const counted = () => {
  let reads = 0;
  const load = async () => [{ read: ++reads }];
  return { load, reads: () => reads };
};

describe('BatchReads', () => {
  it('reads a key once per batch and answers the same rows after', async () => {
    const reads = new BatchReads();
    const suppliers = counted();
    const first = await reads.read('suppliers 1', ['suppliers'], suppliers.load);
    const again = await reads.read('suppliers 1', ['suppliers'], suppliers.load);
    expect(again).toEqual(first);
    expect(suppliers.reads()).toBe(1);
    await reads.read('suppliers 2', ['suppliers'], suppliers.load);
    expect(suppliers.reads()).toBe(2);
  });

  it('forgets only what was read from a resource the batch wrote to', async () => {
    const reads = new BatchReads();
    const suppliers = counted();
    const references = counted();
    const types = counted();
    await reads.read('suppliers 1', ['suppliers'], suppliers.load);
    await reads.read('references', ['supplier-types', 'suppliers'], references.load);
    await reads.read('supplier-types 1', ['supplier-types'], types.load);

    reads.changed('offer-requests');
    await reads.read('suppliers 1', ['suppliers'], suppliers.load);
    await reads.read('references', ['supplier-types', 'suppliers'], references.load);
    expect([suppliers.reads(), references.reads()]).toEqual([1, 1]);

    reads.changed('suppliers');
    expect(await reads.read('suppliers 1', ['suppliers'], suppliers.load)).toEqual([{ read: 2 }]);
    expect(await reads.read('references', ['supplier-types', 'suppliers'], references.load)).toEqual([
      { read: 2 },
    ]);
    await reads.read('supplier-types 1', ['supplier-types'], types.load);
    expect(types.reads()).toBe(1);
  });

  it('reads every time outside a batch', async () => {
    const suppliers = counted();
    await readOnce(undefined, 'suppliers 1', ['suppliers'], suppliers.load);
    await readOnce(undefined, 'suppliers 1', ['suppliers'], suppliers.load);
    expect(suppliers.reads()).toBe(2);
  });
});

describe("a hook's reads in a batch", () => {
  /** A stand-in for the database that counts the selects a hook sends. */
  const database = () => {
    const sent = { selects: 0 };
    const db = {
      select: () => ({ from: () => ({ where: async () => [{ id: ++sent.selects }] }) }),
      update: () => ({
        set: () => ({ where: () => ({ returning: async () => [{ id: 1 }] }) }),
      }),
    } as unknown as Executor;
    return { db, sent };
  };
  const access = { companyId: 1, userId: 1, role: 2 } as unknown as AccessContext;
  const registry = buildRegistry(resources);

  it('reads a row once, still after updating another resource, and again after updating its own', async () => {
    const { db, sent } = database();
    const hooks = hookContext(db, registry, access, () => new Date(), new BatchReads());
    await hooks.find('suppliers', { id: 7 });
    await hooks.find('suppliers', { id: 7 });
    expect(sent.selects).toBe(1);
    await hooks.update('offer-requests', { contract: 3 }, { status: 'withdrawn' });
    await hooks.find('suppliers', { id: 7 });
    expect(sent.selects).toBe(1);
    await hooks.update('suppliers', { id: 7 }, { name: 'Nieuw' });
    await hooks.find('suppliers', { id: 7 });
    expect(sent.selects).toBe(2);
  });
});
