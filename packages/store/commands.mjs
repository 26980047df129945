/**
 * The commands the store answers, each a function of (command document, context) returning the
 * reply document (or a reply body already encoded, for cursors). Every command runs to its end
 * before the next one starts (one thread, no await), so each is atomic: a findAndModify, an
 * update's check-then-write and a unique index check see no other command in between.
 *
 * What is here is what Mongoose 9 / driver 7 and the app send; an unknown command is answered
 * `{ ok: 0, code: 59, errmsg: "no such command" }` and logged loudly. Each command's fields are
 * checked first (command-fields.mjs): an option the store does not implement is refused, never
 * ignored.
 */
import { Aggregator } from "mingo";
import { compareValues, isPlainObject } from "./query/bson-values.mjs";
import { checkCommandFields, notImplemented } from "./command-fields.mjs";
import { CODES, errorReply, StoreError, writeError } from "./errors.mjs";
import {
  compileFilter,
  countRecords,
  distinctValues,
  matchRecords,
  MINGO_OPTIONS,
  project,
} from "./query/query.mjs";
import { applyUpdate, checkUpdate, upsertDocument } from "./query/update.mjs";
import { MAX_DOCUMENT_BYTES, MAX_MESSAGE_BYTES } from "./wire/wire.mjs";

/** The MongoDB version we answer like (wire version 21: 7.0). */
const VERSION = "7.0.0";
const MAX_WIRE_VERSION = 21;

/**
 * @import { Catalog } from "./catalog.mjs"
 * @import { Collection } from "./collection.mjs"
 * @import { Cursors } from "./cursors.mjs"
 * @import { Doc } from "./wire/wire.mjs"
 */
/**
 * @typedef {{
 *   catalog: Catalog,
 *   cursors: Cursors,
 *   file: { sync(): Promise<void>, purge(): Promise<Doc>, status(): Doc } | null,
 *   connectionId: number,
 *   connections?: number,
 *   committed?: () => Promise<void>,
 *   log: Pick<Console, "error" | "info" | "warn">,
 * }} Context
 */
/** @typedef {Doc | Buffer} Reply a reply document, or a cursor's reply body already encoded */
/** @typedef {(command: Doc, ctx: Context, db: string) => Reply} Handler */
/** @typedef {(command: Doc, ctx: Context, db: string) => Reply | Promise<Reply>} StoreHandler */
/** The `cursor` option of aggregate and the list commands. */
/** @typedef {{ batchSize?: number } | undefined} CursorOption */
/**
 * An update statement as the driver sends it (its fields checked by command-fields.mjs).
 * @typedef {{ q?: unknown, u?: unknown, upsert?: unknown, multi?: unknown, arrayFilters?: Doc[], hint?: unknown, sort?: unknown }} UpdateStatement
 */
/** @typedef {{ q?: unknown, limit?: unknown, hint?: unknown }} DeleteStatement */

/**
 * The collection a command names, or undefined when it does not exist (reads see it empty).
 * @param {Context} ctx
 * @param {string} db
 * @param {string} name
 */
const existing = (ctx, db, name) => ctx.catalog.get(db, name);
/**
 * @param {string} db
 * @param {string} name
 */
const namespaceOf = (db, name) => `${db}.${name}`;
/**
 * @param {unknown} value
 * @returns {number}
 */
const asNumber = (value, fallback = 0) =>
  value === undefined || value === null ? fallback : Number(value);
/**
 * A cursor option's batch size.
 * @param {unknown} cursor
 */
const batchSizeOf = (cursor) => /** @type {CursorOption} */ (cursor)?.batchSize;

/**
 * A `hint` must name an index of the collection (as in mongod). The store's plans never change
 * an answer, so any index will do, except a sparse or partial one: mongod answers from such an
 * index only what it holds, which the store does not imitate.
 * @param {Collection | undefined} collection
 * @param {unknown} hint
 */
function checkHint(collection, hint) {
  if (hint === undefined || hint === null || !collection) return;
  if (isPlainObject(hint) && Object.keys(hint).length === 1 && Object.hasOwn(hint, "$natural"))
    return;
  if (hint === "_id_" || (isPlainObject(hint) && compareValues(hint, { _id: 1 }) === 0)) return;
  const spec = collection
    .indexSpecs()
    .find((index) =>
      typeof hint === "string" ? index.name === hint : compareValues(index.key, hint) === 0,
    );
  if (!spec)
    throw new StoreError(CODES.BadValue, "hint provided does not correspond to an existing index");
  if (spec.sparse || spec.partialFilterExpression)
    throw notImplemented("a hint of a sparse or partial index");
}

/**
 * @param {Doc} command
 * @param {string} name
 */
function collectionName(command, name) {
  const value = command[name];
  if (typeof value !== "string" || value === "")
    throw new StoreError(
      CODES.InvalidNamespace,
      `collection name has invalid type ${typeof value}`,
    );
  return value;
}

/** @type {Handler} */
function hello(command, ctx) {
  return {
    helloOk: true,
    isWritablePrimary: true,
    ismaster: true,
    maxBsonObjectSize: MAX_DOCUMENT_BYTES,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

/** @type {Handler} */
function find(command, ctx, db) {
  const name = collectionName(command, "find");
  const collection = existing(ctx, db, name);
  checkHint(collection, command.hint);
  const limit = Math.abs(asNumber(command.limit));
  const singleBatch = Boolean(command.singleBatch) || asNumber(command.limit) < 0;
  const docs = collection
    ? matchRecords(collection, command.filter, {
        sort: command.sort,
        skip: asNumber(command.skip),
        limit,
      }).map((rec) => rec.doc)
    : [];
  return ctx.cursors.first(namespaceOf(db, name), project(docs, command.projection), {
    batchSize: command.batchSize === undefined ? undefined : asNumber(command.batchSize),
    singleBatch,
  });
}

/** @type {Handler} */
function getMore(command, ctx, db) {
  const name = collectionName(command, "collection");
  return ctx.cursors.more(
    Number(command.getMore),
    namespaceOf(db, name),
    asNumber(command.batchSize),
  );
}

/** @type {Handler} */
function killCursors(command, ctx) {
  const { killed, notFound } = ctx.cursors.kill(
    /** @type {unknown[]} */ (command.cursors ?? []).map(Number),
  );
  return {
    cursorsKilled: killed,
    cursorsNotFound: notFound,
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
}

/**
 * Runs a batch's items: stops at the first error when ordered, as mongod does.
 * @template T
 * @param {T[]} items
 * @param {boolean} ordered
 * @param {(item: T, index: number) => void} run
 */
function eachItem(items, ordered, run) {
  /** @type {ReturnType<typeof writeError>[]} */
  const writeErrors = [];
  for (let i = 0; i < items.length; i++) {
    try {
      run(/** @type {T} */ (items[i]), i);
    } catch (error) {
      writeErrors.push(writeError(i, error));
      if (ordered) break;
    }
  }
  return writeErrors;
}

/** @type {Handler} */
function insert(command, ctx, db) {
  const name = collectionName(command, "insert");
  const docs = /** @type {unknown[]} */ (command.documents ?? []);
  const collection = ctx.catalog.ensure(db, name);
  let n = 0;
  const writeErrors = eachItem(docs, command.ordered !== false, (doc) => {
    collection.insert(doc);
    n++;
  });
  return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
}

/** @type {Handler} */
function update(command, ctx, db) {
  const name = collectionName(command, "update");
  let n = 0;
  let nModified = 0;
  /** @type {{ index: number, _id: unknown }[]} */
  const upserted = [];
  const updates = /** @type {UpdateStatement[]} */ (command.updates ?? []);
  const writeErrors = eachItem(updates, command.ordered !== false, (item, index) => {
    checkUpdate(item.u);
    const collection = existing(ctx, db, name);
    checkHint(collection, item.hint);
    const recs = collection
      ? matchRecords(collection, item.q, { limit: item.multi ? 0 : 1, sort: item.sort })
      : [];
    if (recs.length === 0) {
      if (!item.upsert) return;
      const doc = upsertDocument(item.q, item.u, { arrayFilters: item.arrayFilters });
      ctx.catalog.ensure(db, name).insert(doc);
      upserted.push({ index, _id: doc._id });
      n++;
      return;
    }
    for (const rec of recs) {
      const next = applyUpdate(rec.doc, item.u, {
        arrayFilters: item.arrayFilters,
        filter: item.q,
      });
      n++;
      if (!next.changed) continue;
      /** @type {Collection} */ (collection).replace(rec, next.doc);
      nModified++;
    }
  });
  return {
    n,
    nModified,
    ...(upserted.length ? { upserted } : {}),
    ...(writeErrors.length ? { writeErrors } : {}),
    ok: 1,
  };
}

/** @type {Handler} */
function remove(command, ctx, db) {
  const name = collectionName(command, "delete");
  let n = 0;
  const deletes = /** @type {DeleteStatement[]} */ (command.deletes ?? []);
  const writeErrors = eachItem(deletes, command.ordered !== false, (item) => {
    const collection = existing(ctx, db, name);
    if (!collection) return;
    checkHint(collection, item.hint);
    const recs = matchRecords(collection, item.q, { limit: asNumber(item.limit) === 1 ? 1 : 0 });
    for (const rec of recs) collection.remove(rec);
    n += recs.length;
  });
  return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
}

/** @type {Handler} */
function findAndModify(command, ctx, db) {
  const name = collectionName(command, "findAndModify");
  const collection = existing(ctx, db, name);
  checkHint(collection, command.hint);
  const [rec] = collection
    ? matchRecords(collection, command.query, { sort: command.sort, limit: 1 })
    : [];
  /** @param {Doc | undefined} doc */
  const shown = (doc) => (doc ? project([doc], command.fields)[0] : null);
  const arrayFilters = /** @type {Doc[] | undefined} */ (command.arrayFilters);
  if (command.remove) {
    if (rec) collection?.remove(rec);
    return { lastErrorObject: { n: rec ? 1 : 0 }, value: shown(rec?.doc), ok: 1 };
  }
  if (command.update === undefined)
    throw new StoreError(CODES.FailedToParse, "Either an update or remove=true must be specified");
  checkUpdate(command.update);
  if (!rec) {
    if (!command.upsert) {
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    }
    const doc = upsertDocument(command.query, command.update, { arrayFilters });
    ctx.catalog.ensure(db, name).insert(doc);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: command.new ? shown(doc) : null,
      ok: 1,
    };
  }
  const before = rec.doc;
  const next = applyUpdate(before, command.update, { arrayFilters, filter: command.query });
  if (next.changed) collection?.replace(rec, next.doc);
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: shown(command.new ? next.doc : before),
    ok: 1,
  };
}

/** @type {Handler} */
function count(command, ctx, db) {
  const collection = existing(ctx, db, collectionName(command, "count"));
  checkHint(collection, command.hint);
  const n = collection
    ? countRecords(collection, command.query, {
        skip: asNumber(command.skip),
        limit: Math.abs(asNumber(command.limit)),
      })
    : 0;
  return { n, ok: 1 };
}

/** @type {Handler} */
function distinct(command, ctx, db) {
  const collection = existing(ctx, db, collectionName(command, "distinct"));
  checkHint(collection, command.hint);
  if (typeof command.key !== "string")
    throw new StoreError(CODES.FailedToParse, "key must be a string");
  return {
    values: collection ? distinctValues(collection, command.key, command.query) : [],
    ok: 1,
  };
}

/**
 * `countDocuments`' pipeline: [$match, $skip?, $limit?, $group { _id: 1, n: { $sum: 1 } }].
 * @param {Doc[]} pipeline
 */
function countOnly(pipeline) {
  const stages = [...pipeline];
  const group = stages.at(-1)?.$group;
  if (
    !isPlainObject(group) ||
    Object.keys(group).length !== 2 ||
    !isPlainObject(group.n) ||
    group.n.$sum !== 1
  )
    return null;
  if (typeof group._id !== "number" && group._id !== null) return null;
  const match = stages[0]?.$match;
  if (!isPlainObject(match)) return null;
  let skip = 0;
  let limit = 0;
  for (const stage of stages.slice(1, -1)) {
    if (typeof stage.$skip === "number") skip = stage.$skip;
    else if (typeof stage.$limit === "number") limit = stage.$limit;
    else return null;
  }
  return { match, skip, limit, id: group._id };
}

/** @type {Handler} */
function aggregate(command, ctx, db) {
  const name = command.aggregate;
  const pipeline = /** @type {Doc[]} every stage a document (command-fields.mjs) */ (
    command.pipeline
  );
  if (!Array.isArray(pipeline))
    throw new StoreError(CODES.FailedToParse, "'pipeline' must be an array");
  if (typeof name !== "string")
    throw new StoreError(CODES.CommandNotSupported, "aggregate on a database is not supported");
  const collection = existing(ctx, db, name);
  checkHint(collection, command.hint);
  const namespace = namespaceOf(db, name);
  const batch = { batchSize: batchSizeOf(command.cursor) };
  const counting = countOnly(pipeline);
  if (counting) {
    const n = collection ? countRecords(collection, counting.match, counting) : 0;
    return ctx.cursors.first(namespace, n ? [{ _id: counting.id, n }] : [], batch);
  }
  // a leading $match picks its records through the indexes like a find
  const first = pipeline[0]?.$match;
  const input = !collection
    ? []
    : isPlainObject(first)
      ? matchRecords(collection, first).map((rec) => rec.doc)
      : [...collection.withDocs()].map(([, doc]) => doc);
  const rest = isPlainObject(first) ? pipeline.slice(1) : pipeline;
  /** @param {string} other */
  const collectionResolver = (other) =>
    [...(existing(ctx, db, other)?.withDocs() ?? [])].map(([, doc]) => doc);
  const out = rest.length
    ? new Aggregator(rest, { ...MINGO_OPTIONS, collectionResolver }).run(input)
    : input;
  return ctx.cursors.first(namespace, out, batch);
}

/** @type {Handler} */
function createIndexes(command, ctx, db) {
  const name = collectionName(command, "createIndexes");
  const created = !existing(ctx, db, name);
  const collection = ctx.catalog.ensure(db, name);
  const before = collection.indexes.size;
  if (!Array.isArray(command.indexes) || command.indexes.length === 0)
    throw new StoreError(CODES.BadValue, "Must specify at least one index to create");
  collection.createIndexes(/** @type {Doc[]} */ (command.indexes));
  return {
    numIndexesBefore: before,
    numIndexesAfter: collection.indexes.size,
    createdCollectionAutomatically: created,
    ...(collection.indexes.size === before ? { note: "all indexes already exist" } : {}),
    ok: 1,
  };
}

/** @type {Handler} */
function listIndexes(command, ctx, db) {
  const name = collectionName(command, "listIndexes");
  const collection = existing(ctx, db, name);
  if (!collection)
    throw new StoreError(CODES.NamespaceNotFound, `ns does not exist: ${namespaceOf(db, name)}`);
  return ctx.cursors.first(namespaceOf(db, name), collection.indexSpecs(), {
    batchSize: batchSizeOf(command.cursor),
  });
}

/** @type {Handler} */
function dropIndexes(command, ctx, db) {
  const name = collectionName(command, "dropIndexes");
  const collection = existing(ctx, db, name);
  if (!collection)
    throw new StoreError(CODES.NamespaceNotFound, `ns not found ${namespaceOf(db, name)}`);
  const before = collection.indexes.size;
  for (const which of Array.isArray(command.index) ? command.index : [command.index])
    collection.dropIndex(which);
  return { nIndexesWas: before, ok: 1 };
}

/**
 * A plain collection: every option of another kind (capped, view, time series ...) is refused.
 * @type {Handler}
 */
function create(command, ctx, db) {
  ctx.catalog.create(db, collectionName(command, "create"), {});
  return { ok: 1 };
}

/** @type {Handler} */
function listCollections(command, ctx, db) {
  const infos = ctx.catalog.list(db).map((collection) => ({
    name: collection.name,
    type: "collection",
    options: collection.options ?? {},
    info: { readOnly: false },
    idIndex: { v: 2, key: { _id: 1 }, name: "_id_" },
  }));
  const query = compileFilter(command.filter);
  const matching = infos.filter((info) => query.test(info));
  const shown = command.nameOnly ? matching.map(({ name, type }) => ({ name, type })) : matching;
  return ctx.cursors.first(namespaceOf(db, "$cmd.listCollections"), shown, {
    batchSize: batchSizeOf(command.cursor),
  });
}

/** @type {Handler} */
function drop(command, ctx, db) {
  const name = collectionName(command, "drop");
  const dropped = ctx.catalog.drop(db, name);
  return { ns: namespaceOf(db, name), nIndexesWas: dropped?.indexes.size ?? 0, ok: 1 };
}

/** @type {Handler} */
function dropDatabase(_command, ctx, db) {
  ctx.catalog.dropDatabase(db);
  return { dropped: db, ok: 1 };
}

/** @type {Handler} */
function listDatabases(command, ctx) {
  const query = compileFilter(command.filter);
  const databases = [...ctx.catalog.databases.keys()]
    .map((name) => ({ name, sizeOnDisk: 0, empty: ctx.catalog.list(name).length === 0 }))
    .filter((info) => query.test(info));
  return command.nameOnly
    ? { databases: databases.map(({ name }) => ({ name })), ok: 1 }
    : { databases, totalSize: 0, ok: 1 };
}

const ok = () => ({ ok: 1 });

/** @type {{ [name: string]: Handler }} The command table. Names are matched as sent; drivers send these spellings. */
const COMMANDS = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo: () => ({
    version: VERSION,
    versionArray: [7, 0, 0, 0],
    bits: 64,
    maxBsonObjectSize: MAX_DOCUMENT_BYTES,
    ok: 1,
  }),
  buildinfo: (command, ctx, db) => /** @type {Handler} */ (COMMANDS.buildInfo)(command, ctx, db),
  getParameter: () => ({ featureCompatibilityVersion: { version: "7.0" }, ok: 1 }),
  endSessions: ok,
  killAllSessions: ok,
  serverStatus: (_command, ctx) => ({
    host: "127.0.0.1",
    version: VERSION,
    process: "store",
    uptime: Math.floor(process.uptime()),
    connections: { current: ctx.connections ?? 0 },
    ok: 1,
  }),
  listDatabases,
  find,
  getMore,
  killCursors,
  insert,
  update,
  delete: remove,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
  aggregate,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  create,
  listCollections,
  drop,
  dropDatabase,
};

/** @type {{ [name: string]: StoreHandler }} Runs what the store adds of its own (durability), which may wait for the disk. */
const STORE_COMMANDS = {
  /** MongoDB's fsync: everything acknowledged so far is on disk once this answers. */
  fsync: async (_command, ctx) => {
    await ctx.committed?.();
    await ctx.file?.sync();
    return { numFiles: 1, ok: 1 };
  },
  /** After an erasure: no file of the store keeps what was deleted (sqlite-file.mjs, purge). */
  storePurge: async (_command, ctx) => ({ ...(await ctx.file?.purge()), ok: 1 }),
  /** What the app's health check reports of the store file. */
  storeStatus: (_command, ctx) => ({ ...(ctx.file?.status() ?? { ephemeral: true }), ok: 1 }),
};

/**
 * The name of the command a document is (its first field).
 * @param {Doc} command
 */
export const commandName = (command) => Object.keys(command)[0];

/**
 * Runs one command for database `db`: its reply (a document, or an encoded body), or a promise
 * of it for the store's own durability commands. Never throws: errors become `{ ok: 0 }`.
 * @param {Doc} command
 * @param {string} db
 * @param {Context} ctx
 * @returns {Reply | Promise<Reply>}
 */
export function runCommand(command, db, ctx) {
  const name = commandName(command);
  try {
    const own =
      name !== undefined && Object.hasOwn(STORE_COMMANDS, name) ? STORE_COMMANDS[name] : undefined;
    if (name !== undefined && own) {
      checkCommandFields(name, command);
      return Promise.resolve(own(command, ctx, db)).catch(errorReply);
    }
    if (
      command.startTransaction ||
      command.autocommit === false ||
      command.txnNumber !== undefined
    ) {
      throw new StoreError(
        CODES.IllegalOperation,
        "Transaction numbers are only allowed on a replica set member or mongos",
      );
    }
    const handler =
      name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (name === undefined || !handler) {
      ctx.log.error(`[store] Unknown command "${name}": ${JSON.stringify(Object.keys(command))}`);
      return {
        ok: 0,
        errmsg: `no such command: '${name}'`,
        code: CODES.CommandNotFound,
        codeName: "CommandNotFound",
      };
    }
    checkCommandFields(name, command);
    const reply = handler(command, ctx, db);
    // j / fsync: the answer waits for this turn's commit and the WAL's fsync
    const { j, fsync } = /** @type {{ j?: unknown, fsync?: unknown }} */ (
      command.writeConcern ?? {}
    );
    const { file } = ctx;
    if ((j || fsync) && file) {
      return Promise.resolve(ctx.committed?.())
        .then(() => file.sync())
        .then(() => reply, errorReply);
    }
    return reply;
  } catch (error) {
    return errorReply(error);
  }
}
