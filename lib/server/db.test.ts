import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { Admin, Blog, SpecialOffer } from "@/models";
import { connectDb, connectionOptions, pingDb } from "./db";
import { parseServerEnv } from "@/lib/server/env";
import { BCRYPT_COST, verifyPassword } from "@/lib/auth/passwords";
import { ensureSeeded } from "../upkeep/data/seed";

describe("database connection", () => {
  it("starts the embedded server and reuses one connection", async () => {
    const first = await connectDb();
    const second = await connectDb();
    expect(second).toBe(first);
    expect(mongoose.connection.readyState).toBe(1);
    expect(await pingDb()).toBe(true);
  });

  it("has built every index the models declare once it is connected", async () => {
    const conn = await connectDb();
    for (const model of Object.values(conn.models)) {
      const declared = model.schema.indexes().map(([key]) => JSON.stringify(key));
      if (declared.length === 0) continue;
      const built = (await model.collection.indexes()).map((index) => JSON.stringify(index.key));
      expect(built, model.modelName).toEqual(expect.arrayContaining(declared));
    }
  });

  it("never runs an operator object smuggled into a filter (sanitizeFilter and strict casting)", async () => {
    await connectDb();
    await Admin.create({ username: "someone", passwordHash: "x" });
    const injected = { $ne: null } as unknown as string;
    await expect(Admin.findOne({ username: injected })).rejects.toThrow(/Cast to string failed/);
    await Admin.deleteMany({});
  });
});

describe("connection options", () => {
  it("make MongoDB acknowledge a write only once a majority has it in its journal", () => {
    expect(connectionOptions("mongodb").writeConcern).toEqual({ w: "majority", journal: true });
    // the embedded store acknowledges a write once it is in its file, whatever is asked
    expect(connectionOptions("embedded").writeConcern).toBeUndefined();
  });
});

describe("seeding", () => {
  it("creates one admin and the demo content, and nothing twice across starts", async () => {
    await connectDb();
    const env = {
      ...parseServerEnv(process.env),
      admin: { username: "owner", password: "owner-password-1" },
      seedDemoContent: true,
    };
    await Admin.deleteMany({});
    await Promise.all([ensureSeeded(env), ensureSeeded(env)]); // two instances starting together
    await ensureSeeded(env); // and a restart

    const admins = await Admin.find().lean();
    expect(admins).toHaveLength(1);
    expect(admins[0]?.username).toBe("owner");
    // a bcrypt hash at the app's cost (12 on a server, lowered under Vitest: passwords.test.ts)
    const cost = String(BCRYPT_COST).padStart(2, "0");
    expect(admins[0]?.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${cost}\\$`));
    expect(await verifyPassword("owner-password-1", admins[0]!.passwordHash)).toBe(true);

    expect(await Blog.countDocuments()).toBe(3);
    expect(await SpecialOffer.countDocuments({ type: "promotion" })).toBe(1);
    expect(await SpecialOffer.countDocuments({ type: "specialOffer" })).toBe(1);
    const blog = await Blog.findOne().lean();
    expect(blog?.image).toMatch(/^\/images\/blog\/.+\.webp$/);
  });

  it("generates a random admin password on the embedded database when none is configured", async () => {
    await connectDb();
    await Admin.deleteMany({});
    await ensureSeeded({ ...parseServerEnv(process.env), seedDemoContent: false });
    const admin = await Admin.findOne().lean();
    expect(admin?.username).toBe("admin");
  });
});
