import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { OutboxItem, OutboxStore, Refusal } from './outbox';
import { memoryOutbox } from './outbox';

/**
 * The outbox in IndexedDB (through idb): it outlives a reload, a closed tab and a flat battery, which
 * localStorage would too, but IndexedDB also gives an ordered counter and a transaction over two stores, so
 * moving a write to the refusals cannot lose it half-way.
 */
interface RingsideDB extends DBSchema {
  outbox: { key: number; value: OutboxItem; indexes: { account: string } };
  refused: { key: string; value: Refusal; indexes: { account: string } };
}

const NAME = 'ajbxng-ringside';

let opened: Promise<OutboxStore> | null = null;

/** The device's outbox, opened once; memory only where IndexedDB is missing or refused. */
export function deviceOutbox(): Promise<OutboxStore> {
  opened ??= open().catch(() => memoryOutbox());
  return opened;
}

async function open(): Promise<OutboxStore> {
  if (typeof indexedDB === 'undefined') return memoryOutbox();
  const db: IDBPDatabase<RingsideDB> = await openDB<RingsideDB>(NAME, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('account', 'account');
      const refused = db.createObjectStore('refused', { keyPath: 'key' });
      refused.createIndex('account', 'account');
    },
  });
  return {
    async add(item) {
      const seq = await db.add('outbox', item as OutboxItem);
      return { ...item, seq };
    },
    async waiting(account) {
      // Keys of the index come back in primary key order within one account: the order they were made.
      return db.getAllFromIndex('outbox', 'account', account);
    },
    async update(item) {
      if (item.seq === undefined) return;
      const tx = db.transaction('outbox', 'readwrite');
      // Only an item still waiting is updated (another tab may have sent it meanwhile).
      if (await tx.store.get(item.seq)) await tx.store.put(item);
      await tx.done;
    },
    async remove(item) {
      if (item.seq !== undefined) await db.delete('outbox', item.seq);
    },
    async refuse(item, refusal) {
      const tx = db.transaction(['outbox', 'refused'], 'readwrite');
      if (item.seq !== undefined) await tx.objectStore('outbox').delete(item.seq);
      await tx.objectStore('refused').put(refusal);
      await tx.done;
    },
    async refusals(account) {
      const all = await db.getAllFromIndex('refused', 'account', account);
      return all.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    async dismiss(key) {
      await db.delete('refused', key);
    },
  };
}
