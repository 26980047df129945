/**
 * The databases and their collections: finding, creating (a write to a missing collection creates
 * it, as in MongoDB), dropping. Collections get a number (`cid`) that the store file keeps their
 * documents under.
 */
import { Collection } from "./collection.mjs";
import { CODES, StoreError } from "./errors.mjs";

/** @import { Journal } from "./collection.mjs" */
/** @import { Doc } from "./wire/wire.mjs" */

export class Catalog {
  /** @param {Journal & { dropCollection(collection: Collection): void }} journal */
  constructor(journal) {
    this.journal = journal;
    /** @type {Map<string, Map<string, Collection>>} */
    this.databases = new Map();
    this.nextCid = 1;
  }

  /**
   * @param {string} database
   * @param {string} name
   */
  get(database, name) {
    return this.databases.get(database)?.get(name);
  }

  /**
   * The collection, or a new one (saved with the next commit).
   * @param {string} database
   * @param {string} name
   * @param {Doc} [options]
   */
  ensure(database, name, options = {}) {
    const existing = this.get(database, name);
    if (existing) return existing;
    checkName(database, name);
    const collection = this.#add(database, name, this.nextCid++, options);
    this.journal.saveCollection(collection);
    return collection;
  }

  /**
   * The `create` command: refuses a name in use.
   * @param {string} database
   * @param {string} name
   * @param {Doc} [options]
   */
  create(database, name, options = {}) {
    if (this.get(database, name)) {
      throw new StoreError(CODES.NamespaceExists, `Collection ${database}.${name} already exists.`);
    }
    return this.ensure(database, name, options);
  }

  /**
   * A collection read from the store file at start.
   * @param {string} database
   * @param {string} name
   * @param {number} cid
   * @param {Doc} options
   */
  load(database, name, cid, options) {
    this.nextCid = Math.max(this.nextCid, cid + 1);
    return this.#add(database, name, cid, options);
  }

  /**
   * @param {string} database
   * @param {string} name
   * @param {number} cid
   * @param {Doc} options
   */
  #add(database, name, cid, options) {
    const collection = new Collection({ database, name, cid, journal: this.journal, options });
    const collections = this.databases.get(database) ?? new Map();
    this.databases.set(database, collections);
    collections.set(name, collection);
    return collection;
  }

  /**
   * Drops a collection and its documents; returns it, or undefined when there was none.
   * @param {string} database
   * @param {string} name
   */
  drop(database, name) {
    const collection = this.get(database, name);
    if (!collection) return undefined;
    for (const rec of collection.records.values()) this.journal.remove(collection, rec);
    collection.records.clear();
    this.databases.get(database)?.delete(name);
    this.journal.dropCollection(collection);
    return collection;
  }

  /** @param {string} database */
  dropDatabase(database) {
    for (const name of [...(this.databases.get(database)?.keys() ?? [])]) this.drop(database, name);
    this.databases.delete(database);
  }

  /** @param {string} database */
  list(database) {
    return [...(this.databases.get(database)?.values() ?? [])];
  }

  all() {
    return [...this.databases.values()].flatMap((collections) => [...collections.values()]);
  }
}

/**
 * @param {unknown} database
 * @param {unknown} name
 */
function checkName(database, name) {
  if (typeof name !== "string" || name === "" || name.includes("\0") || name.startsWith("$")) {
    throw new StoreError(CODES.InvalidNamespace, `Invalid collection name: ${database}.${name}`);
  }
  if (typeof database !== "string" || database === "" || /[/\\. "$\0]/.test(database)) {
    throw new StoreError(CODES.InvalidNamespace, `Invalid database name: ${database}`);
  }
}
