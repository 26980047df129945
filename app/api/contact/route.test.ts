import { describe, expect, it, onTestFinished, vi } from "vitest";
import { adminToken, getRequest, jsonRequest, validContact } from "@/test/api";
import { countRecords, findRecord } from "@/test/records";
import { GET, POST } from "./route";

describe("POST /api/contact", () => {
  it("stores a message and answers 201 { success: true, data }", async () => {
    const response = await POST(jsonRequest("/api/contact", validContact("Hello")), undefined);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, data: { name: "Asha Verma", subject: "Hello" } });
    expect(body.data._id).toMatch(/^[a-f0-9]{24}$/);
    expect(new Date(body.data.createdAt).toString()).not.toBe("Invalid Date");
  });

  it.each([
    ["name", { name: "" }],
    ["name", { name: "x".repeat(101) }],
    ["email", { email: "not-an-email" }],
    ["email", { email: `${"a".repeat(250)}@x.co` }],
    ["subject", { subject: "s".repeat(201) }],
    ["message", { message: "m".repeat(5001) }],
    ["message", { message: "   " }],
  ])("refuses a bad %s with 400 naming the field", async (field, patch) => {
    const response = await POST(
      jsonRequest("/api/contact", { ...validContact(), ...patch }),
      undefined,
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.error.fields[field]?.length).toBeGreaterThan(0);
    expect(typeof body.message).toBe("string");
  });

  it("refuses a name with a line break: 400 with the field's message, nothing stored or queued", async () => {
    const email = "forged-line@example.com";
    const mailBefore = await countRecords("outbox");
    const response = await POST(
      jsonRequest("/api/contact", {
        ...validContact(),
        email,
        name: "Alice\r\nBcc: x@evil.example",
      }),
      undefined,
    );
    expect(response.status).toBe(400);
    const message = "Name must be a single line without control characters";
    expect(await response.json()).toMatchObject({
      success: false,
      message,
      error: { message, fields: { name: [message] } },
    });
    expect(await countRecords("contacts", { email })).toBe(0);
    expect(await countRecords("outbox")).toBe(mailBefore);
  });

  it("stores a message's line endings as LF and drops other control characters", async () => {
    const email = "control-chars@example.com";
    const response = await POST(
      jsonRequest("/api/contact", { ...validContact(), email, message: "a\r\nb\u0000c" }),
      undefined,
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data.message).toBe("a\nbc");
    expect((await findRecord("contacts", { email }))?.message).toBe("a\nbc");
  });

  it("refuses operator objects in any field", async () => {
    for (const field of ["name", "email", "subject", "message"]) {
      const response = await POST(
        jsonRequest("/api/contact", { ...validContact(), [field]: { $ne: null } }),
        undefined,
      );
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.fields[field]).toBeDefined();
    }
  });

  it("drops fields the client may not set", async () => {
    const response = await POST(
      jsonRequest(
        "/api/contact",
        '{"name":"Asha","email":"a@example.com","subject":"s","message":"m","_id":"0123456789abcdef01234567","createdAt":"2001-01-01T00:00:00Z","__proto__":{"admin":true}}',
      ),
      undefined,
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data._id).not.toBe("0123456789abcdef01234567");
    expect(data.createdAt.startsWith("2001")).toBe(false);
    expect(data.admin).toBeUndefined();
  });

  it("answers 400 for malformed JSON, 415 for another content type, 413 for 1 MB and 6 MB bodies", async () => {
    expect((await POST(jsonRequest("/api/contact", '{"name": "Asha",'), undefined)).status).toBe(
      400,
    );
    const asText = jsonRequest("/api/contact", JSON.stringify(validContact()), {
      headers: { "content-type": "text/plain" },
    });
    expect((await POST(asText, undefined)).status).toBe(415);
    for (const size of [1024 * 1024, 6 * 1024 * 1024]) {
      const big = await POST(
        jsonRequest("/api/contact", { ...validContact(), message: "m".repeat(size) }),
        undefined,
      );
      expect(big.status).toBe(413);
      expect((await big.json()).success).toBe(false);
    }
  });

  it("refuses an oversized body that does not declare its length, while reading it", async () => {
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.99.0.1" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await POST(request, undefined)).status).toBe(413);
    expect(sent).toBeLessThan(6 * 1024 * 1024);
  });

  it("answers 429 with Retry-After after 20 submissions a minute from one address", async () => {
    // All 21 in one window of the limit: on a slow machine real time could cross a minute
    // boundary midway (fixed windows), and the 21st would rightly pass.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1000);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ip = "10.200.0.7";
    for (let i = 0; i < 20; i++) {
      expect(
        (await POST(jsonRequest("/api/contact", validContact(`n${i}`), { ip }), undefined)).status,
      ).toBe(201);
    }
    const limited = await POST(
      jsonRequest("/api/contact", validContact("one too many"), { ip }),
      undefined,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).success).toBe(false);
    expect(
      (await POST(jsonRequest("/api/contact", validContact("other address")), undefined)).status,
    ).toBe(201);
  });
});

describe("GET /api/contact", () => {
  it("is admin only", async () => {
    expect((await GET(getRequest("/api/contact"), undefined)).status).toBe(401);
    expect((await GET(getRequest("/api/contact", { token: "garbage" }), undefined)).status).toBe(
      401,
    );
  });

  it("lists messages newest first with _id and createdAt, searchable, and as CSV", async () => {
    const token = await adminToken();
    await POST(jsonRequest("/api/contact", validContact("first =1+1")), undefined);
    await POST(
      jsonRequest("/api/contact", { ...validContact("second"), name: 'Zoya, "Z"' }),
      undefined,
    );
    const response = await GET(getRequest("/api/contact", { token }), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const list = (await response.json()) as { subject: string; _id: string; createdAt: string }[];
    expect(Array.isArray(list)).toBe(true);
    const subjects = list.map((c) => c.subject);
    expect(subjects.indexOf("second")).toBeLessThan(subjects.indexOf("first =1+1"));
    const dates = list.map((c) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const searched = (await (
      await GET(getRequest("/api/contact?q=zoya", { token }), undefined)
    ).json()) as { subject: string }[];
    expect(searched.map((c) => c.subject)).toEqual(["second"]);

    const csv = await GET(getRequest("/api/contact?format=csv", { token }), undefined);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="contacts-/);
    const text = await csv.text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "Name,Email,Subject,Message,Status,Last note,Submitted at (IST)",
    );
    expect(text).toContain('"Zoya, ""Z"""');
    expect(text).toContain(",first =1+1,");
    expect((await GET(getRequest("/api/contact?format=csv"), undefined)).status).toBe(401);
  });
});
