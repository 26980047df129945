/**
 * What the store accepts in each command, field by field: MongoDB 7.0's fields for that command,
 * each either implemented (or trivially correct here: a no-op that changes no answer) or refused
 * with code 238 NotImplemented; a field MongoDB does not know is refused as mongod does (40415,
 * "BSON field 'find.foo' is an unknown field."). Nothing is silently ignored: a client asking for
 * a collation, a view, an `$out` or a `let` gets an error, never an answer computed without it.
 * README.md lists what is implemented and what is refused.
 */
import { isPlainObject } from "./query/bson-values.mjs";
import { CODES, StoreError } from "./errors.mjs";

/** @import { Doc } from "./wire/wire.mjs" */
/** @typedef {(value: unknown) => void} Check throws a StoreError when the field's value is refused */
/** @typedef {{ [field: string]: Check }} Checks */

/** @type {Check} A field the store takes as sent (its handler reads it, or it changes nothing here). */
const OK = () => {};

/** @param {string} what */
export const notImplemented = (what) =>
  new StoreError(CODES.NotImplemented, `${what} is not implemented by the embedded store`);

/**
 * @param {string} what
 * @returns {Check}
 */
const refuse = (what) => () => {
  throw notImplemented(what);
};

/**
 * Refused unless it is its default (false, 0, absent).
 * @param {string} what
 * @returns {Check}
 */
const refuseTruthy = (what) => (value) => {
  if (value) throw notImplemented(what);
};

/**
 * `{ locale: "simple" }` is the binary comparison the store does; any other collation is refused.
 * @param {string} where
 * @returns {Check}
 */
const collation = (where) => (value) => {
  if (isPlainObject(value) && value.locale === "simple" && Object.keys(value).length === 1) return;
  throw notImplemented(`${where}: a collation`);
};

/**
 * Variables for `$$name` in expressions: refused unless empty.
 * @param {string} where
 * @returns {Check}
 */
const letVariables = (where) => (value) => {
  if (isPlainObject(value) && Object.keys(value).length === 0) return;
  throw notImplemented(`${where}: let variables`);
};

/** @type {Check} */
function readConcern(value) {
  if (!isPlainObject(value))
    throw new StoreError(CODES.TypeMismatch, "readConcern must be an object");
  for (const [key, field] of Object.entries(value)) {
    if (key === "level") {
      // a standalone answers from its last commit: local, available and majority are the same
      if (!["local", "available", "majority"].includes(/** @type {string} */ (field)))
        throw notImplemented(`readConcern level ${JSON.stringify(String(field))}`);
    } else if (key === "afterClusterTime" || key === "atClusterTime" || key === "afterOpTime") {
      throw notImplemented(`readConcern ${key}`);
    } else throw unknownField(`readConcern.${key}`);
  }
}

/** @type {Check} */
function writeConcern(value) {
  if (!isPlainObject(value))
    throw new StoreError(CODES.TypeMismatch, "writeConcern must be an object");
  for (const [key, field] of Object.entries(value)) {
    if (key === "w") {
      if (field === "majority" || field === 0 || field === 1) continue;
      if (typeof field === "number")
        throw new StoreError(CODES.BadValue, "cannot use 'w' > 1 on a standalone");
      throw new StoreError(
        CODES.UnknownReplWriteConcern,
        `unrecognized write concern mode: ${String(field)}`,
      );
    }
    // j / fsync: the answer waits for the WAL's fsync (commands.mjs); wtimeout: nothing to wait for
    if (key === "j" || key === "fsync" || key === "wtimeout") continue;
    if (key === "provenance") continue;
    throw unknownField(`writeConcern.${key}`);
  }
}

/** @type {Check} */
function maxTimeMS(value) {
  if (typeof value !== "number" || !(value >= 0))
    throw new StoreError(CODES.BadValue, "maxTimeMS must be a non-negative number");
  // every command runs to its end at once; none is ever cut short
}

/** @type {Check} */
function apiVersion(value) {
  if (value !== "1") throw new StoreError(CODES.BadValue, `API version must be "1"`);
}

/** @type {Checks} Fields every command may carry (the driver's session, cluster time and the like). */
const GENERIC = {
  $db: OK,
  lsid: OK, // sessions are accepted; each command is atomic on its own
  $clusterTime: OK,
  $readPreference: OK, // a standalone is its own primary
  comment: OK,
  maxTimeMS,
  apiVersion,
  apiStrict: refuseTruthy("apiStrict"),
  apiDeprecationErrors: OK,
};

const hintValue = OK; // checked against the collection's indexes by the command (commands.mjs)

const READ = { readConcern };
const WRITE = { writeConcern };

/** @type {{ [command: string]: Checks }} The commands' own fields. Statements, index specs and stages are checked below. */
const FIELDS = {
  find: {
    ...READ,
    find: OK,
    filter: OK,
    sort: OK,
    projection: OK,
    skip: OK,
    limit: OK,
    batchSize: OK,
    singleBatch: OK,
    hint: hintValue,
    allowDiskUse: OK, // everything is in memory: no sort ever spills, none fails for size
    noCursorTimeout: OK, // cursors are never timed out
    allowPartialResults: OK, // sharding only
    oplogReplay: OK, // a no-op since MongoDB 4.4
    collation: collation("find"),
    let: letVariables("find"),
    max: refuse("find: max"),
    min: refuse("find: min"),
    returnKey: refuseTruthy("find: returnKey"),
    showRecordId: refuseTruthy("find: showRecordId"),
    tailable: refuseTruthy("find: tailable cursors"),
    awaitData: refuseTruthy("find: awaitData"),
    readOnce: OK,
  },
  getMore: { getMore: OK, collection: OK, batchSize: OK },
  killCursors: { killCursors: OK, cursors: OK },
  insert: {
    ...WRITE,
    insert: OK,
    documents: OK,
    ordered: OK,
    bypassDocumentValidation: OK, // there are no validators (create refuses them)
  },
  update: {
    ...WRITE,
    update: OK,
    updates: OK,
    ordered: OK,
    bypassDocumentValidation: OK,
    let: letVariables("update"),
  },
  delete: { ...WRITE, delete: OK, deletes: OK, ordered: OK, let: letVariables("delete") },
  findAndModify: {
    ...WRITE,
    findAndModify: OK,
    query: OK,
    sort: OK,
    remove: OK,
    update: OK,
    new: OK,
    fields: OK,
    upsert: OK,
    arrayFilters: OK,
    hint: hintValue,
    bypassDocumentValidation: OK,
    collation: collation("findAndModify"),
    let: letVariables("findAndModify"),
  },
  count: {
    ...READ,
    count: OK,
    query: OK,
    limit: OK,
    skip: OK,
    hint: hintValue,
    fields: OK, // ignored by mongod too
    collation: collation("count"),
  },
  distinct: {
    ...READ,
    distinct: OK,
    key: OK,
    query: OK,
    hint: hintValue,
    collation: collation("distinct"),
  },
  aggregate: {
    ...READ,
    ...WRITE,
    aggregate: OK,
    pipeline: OK,
    cursor: OK,
    allowDiskUse: OK,
    bypassDocumentValidation: OK,
    hint: hintValue,
    explain: refuseTruthy("aggregate: explain"),
    collation: collation("aggregate"),
    let: letVariables("aggregate"),
  },
  createIndexes: {
    ...WRITE,
    createIndexes: OK,
    indexes: OK,
    commitQuorum: () => {
      throw new StoreError(CODES.BadValue, "Standalones can't specify commitQuorum");
    },
  },
  listIndexes: { listIndexes: OK, cursor: OK },
  dropIndexes: { ...WRITE, dropIndexes: OK, index: OK },
  create: {
    ...WRITE,
    create: OK,
    capped: refuseTruthy("create: capped collections"),
    size: refuse("create: a capped collection's size"),
    max: refuse("create: a capped collection's max"),
    autoIndexId: refuse("create: autoIndexId"),
    timeseries: refuse("create: time series collections"),
    expireAfterSeconds: refuse("create: expiring collections"),
    clusteredIndex: refuse("create: clustered collections"),
    changeStreamPreAndPostImages: refuse("create: change stream images"),
    storageEngine: refuse("create: storage engine options"),
    validator: refuse("create: validators"),
    validationLevel: refuse("create: validation levels"),
    validationAction: refuse("create: validation actions"),
    indexOptionDefaults: refuse("create: index option defaults"),
    viewOn: refuse("create: views"),
    pipeline: refuse("create: views"),
    collation: collation("create"),
    encryptedFields: refuse("create: queryable encryption"),
  },
  listCollections: {
    listCollections: OK,
    filter: OK,
    nameOnly: OK,
    authorizedCollections: OK, // no authentication: every collection is the client's
    cursor: OK,
  },
  drop: { ...WRITE, drop: OK },
  dropDatabase: { ...WRITE, dropDatabase: OK },
  listDatabases: { listDatabases: OK, filter: OK, nameOnly: OK, authorizedDatabases: OK },
  ping: { ping: OK },
  buildInfo: { buildInfo: OK },
  buildinfo: { buildinfo: OK },
  getParameter: { getParameter: OK, featureCompatibilityVersion: OK },
  endSessions: { endSessions: OK },
  killAllSessions: { killAllSessions: OK },
  fsync: { fsync: OK, lock: refuseTruthy("fsync: lock") },
  storePurge: { storePurge: OK },
  storeStatus: { storeStatus: OK },
};
FIELDS.findandmodify = { ...FIELDS.findAndModify, findandmodify: OK };
delete FIELDS.findandmodify.findAndModify;
FIELDS.deleteIndexes = { ...FIELDS.dropIndexes, deleteIndexes: OK };
delete FIELDS.deleteIndexes.dropIndexes;

/** Commands whose fields are informational (the handshake, status): any field is taken. */
const OPEN = new Set(["hello", "isMaster", "ismaster", "serverStatus"]);

/** @param {string} path */
export const unknownField = (path) =>
  new StoreError(CODES.UnknownField, `BSON field '${path}' is an unknown field.`);

/**
 * Checks `fields` of an object at `where` against `allowed` (name → check).
 * @param {string} where
 * @param {Doc} value
 * @param {Checks} allowed
 */
function checkObject(where, value, allowed) {
  for (const [key, field] of Object.entries(value)) {
    const check = Object.hasOwn(allowed, key) ? allowed[key] : null;
    if (!check) throw unknownField(`${where}.${key}`);
    check(field);
  }
}

/** @type {Checks} */
const UPDATE_STATEMENT = {
  q: OK,
  u: OK,
  upsert: OK,
  multi: OK,
  arrayFilters: OK,
  hint: hintValue,
  sort: OK, // MongoDB 8.0's updateOne sort: implemented
  upsertSupplied: refuseTruthy("update: upsertSupplied"),
  c: refuse("update: constants (c)"),
  collation: collation("update"),
};
/** @type {Checks} */
const DELETE_STATEMENT = {
  q: OK,
  limit: (value) => {
    if (value !== 0 && value !== 1)
      throw new StoreError(
        CODES.FailedToParse,
        "The limit field in delete objects must be 0 or 1.",
      );
  },
  hint: hintValue,
  collation: collation("delete"),
};

/** @type {Checks} */
const INDEX_SPEC = {
  key: OK,
  name: OK,
  unique: OK,
  sparse: OK,
  partialFilterExpression: OK,
  expireAfterSeconds: OK,
  v: OK,
  background: OK, // ignored by mongod since 4.2: every build is the same
  hidden: refuseTruthy("createIndexes: hidden indexes"),
  collation: collation("createIndexes"),
  storageEngine: refuse("createIndexes: storage engine options"),
  weights: refuse("createIndexes: text indexes"),
  default_language: refuse("createIndexes: text indexes"),
  language_override: refuse("createIndexes: text indexes"),
  textIndexVersion: refuse("createIndexes: text indexes"),
  "2dsphereIndexVersion": refuse("createIndexes: geo indexes"),
  bits: refuse("createIndexes: geo indexes"),
  min: refuse("createIndexes: geo indexes"),
  max: refuse("createIndexes: geo indexes"),
  wildcardProjection: refuse("createIndexes: wildcard indexes"),
  prepareUnique: refuseTruthy("createIndexes: prepareUnique"),
  clustered: refuseTruthy("createIndexes: clustered indexes"),
};

/**
 * Index key types: ascending/descending only; text, hashed, geo and wildcard are refused.
 * @param {unknown} key
 */
function checkIndexKey(key) {
  if (!isPlainObject(key) || Object.keys(key).length === 0)
    throw new StoreError(CODES.CannotCreateIndex, "The index spec must have a non-empty key");
  for (const [path, dir] of Object.entries(key)) {
    if (path.includes("$**") || path === "$**")
      throw notImplemented("createIndexes: wildcard indexes");
    if (typeof dir === "string") throw notImplemented(`createIndexes: "${dir}" indexes`);
    if (typeof dir !== "number" || dir === 0 || Number.isNaN(dir))
      throw new StoreError(
        CODES.CannotCreateIndex,
        `Values in the index key pattern can't be ${String(dir)}`,
      );
  }
}

/** Stages the store cannot run (or that would write elsewhere): refused, never ignored. */
const REFUSED_STAGES = new Map([
  ["$out", "the $out stage"],
  ["$merge", "the $merge stage"],
  ["$changeStream", "change streams"],
  ["$changeStreamSplitLargeEvent", "change streams"],
  ["$collStats", "the $collStats stage"],
  ["$indexStats", "the $indexStats stage"],
  ["$currentOp", "the $currentOp stage"],
  ["$listLocalSessions", "the $listLocalSessions stage"],
  ["$listSessions", "the $listSessions stage"],
  ["$listSampledQueries", "the $listSampledQueries stage"],
  ["$planCacheStats", "the $planCacheStats stage"],
  ["$geoNear", "geo queries"],
  ["$search", "Atlas Search"],
  ["$searchMeta", "Atlas Search"],
  ["$vectorSearch", "Atlas Vector Search"],
  ["$listSearchIndexes", "Atlas Search"],
  ["$documents", "the $documents stage"],
  ["$shardedDataDistribution", "the $shardedDataDistribution stage"],
]);

/**
 * Every stage of `pipeline` and of the pipelines inside it ($facet, $lookup, $unionWith).
 * @param {unknown} pipeline
 * @returns {asserts pipeline is Doc[]}
 */
export function checkPipeline(pipeline, where = "aggregate") {
  if (!Array.isArray(pipeline))
    throw new StoreError(CODES.TypeMismatch, "'pipeline' must be an array");
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1)
      throw new StoreError(
        CODES.BadValue,
        "A pipeline stage specification object must contain exactly one field.",
      );
    const [name, spec] = /** @type {[string, unknown]} */ (Object.entries(stage)[0]);
    const refused = REFUSED_STAGES.get(name);
    if (refused) throw notImplemented(`${where}: ${refused}`);
    if (name === "$facet" && isPlainObject(spec))
      for (const inner of Object.values(spec)) checkPipeline(inner, where);
    if ((name === "$lookup" || name === "$unionWith") && isPlainObject(spec) && spec.pipeline)
      checkPipeline(spec.pipeline, where);
  }
}

/**
 * Checks a command's fields (and its statements, index specs and stages) before it runs:
 * throws a StoreError for an unknown or unimplemented one.
 * @param {string} name
 * @param {Doc} command
 */
export function checkCommandFields(name, command) {
  if (OPEN.has(name)) return;
  const allowed = FIELDS[name];
  if (!allowed) return; // an unknown command: answered "no such command" by commands.mjs
  for (const [key, value] of Object.entries(command)) {
    const check = Object.hasOwn(allowed, key)
      ? allowed[key]
      : Object.hasOwn(GENERIC, key)
        ? GENERIC[key]
        : null;
    if (!check) throw unknownField(`${name}.${key}`);
    check(value);
  }
  if (name === "update" && Array.isArray(command.updates))
    for (const statement of command.updates)
      checkObject("update.updates", asObject(statement, "update statement"), UPDATE_STATEMENT);
  if (name === "delete" && Array.isArray(command.deletes))
    for (const statement of command.deletes)
      checkObject("delete.deletes", asObject(statement, "delete statement"), DELETE_STATEMENT);
  if (name === "createIndexes" && Array.isArray(command.indexes)) {
    for (const spec of command.indexes) {
      checkObject("createIndexes.indexes", asObject(spec, "index spec"), INDEX_SPEC);
      checkIndexKey(/** @type {Doc} */ (spec).key);
    }
  }
  if (name === "aggregate") checkPipeline(command.pipeline);
}

/**
 * @param {unknown} value
 * @param {string} what
 */
function asObject(value, what) {
  if (!isPlainObject(value)) throw new StoreError(CODES.TypeMismatch, `${what} must be an object`);
  return value;
}
