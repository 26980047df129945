import { describe, expect, it } from "vitest";
import { WHATSAPP_TEMPLATE_KINDS, WHATSAPP_TEMPLATES } from "@/lib/whatsapp/message-templates";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { findRecords } from "@/test/records";
import { DELETE, PUT } from "./[kind]/route";
import { GET, POST } from "./route";

const PATH = "/api/admin/whatsapp-templates";
const kind = (value: string) => ({ params: Promise.resolve({ kind: value }) });
type Item = { kind: string; label: string; text: string; isDefault: boolean };

async function list(token: string): Promise<Item[]> {
  const response = await GET(getRequest(PATH, { token }), undefined);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as Item[];
}

describe("WhatsApp templates API", () => {
  it("lists the eight defaults, saves the owner's text, and resets it to the default", async () => {
    const token = await adminToken();
    const before = await list(token);
    expect(before.map((t) => [t.kind, t.label, t.isDefault])).toEqual(
      WHATSAPP_TEMPLATE_KINDS.map((k) => [k, WHATSAPP_TEMPLATES[k].label, true]),
    );
    expect(before[0]!.text).toBe(WHATSAPP_TEMPLATES.confirmation.defaultText);

    const text = "Namaste {name},\r\nSee you on {date} at {time}.\r\n\r\nDt. {practitioner}  ";
    const saved = await PUT(
      jsonRequest(`${PATH}/reminder`, { text }, { method: "PUT", token }),
      kind("reminder"),
    );
    expect(saved.status).toBe(200);
    const expected = "Namaste {name},\nSee you on {date} at {time}.\n\nDt. {practitioner}";
    expect((await saved.json()).data).toEqual({
      kind: "reminder",
      label: "Reminder",
      text: expected,
      isDefault: false,
    });
    const after = await list(token);
    expect(after.find((t) => t.kind === "reminder")).toMatchObject({
      text: expected,
      isDefault: false,
    });
    expect(after.filter((t) => t.isDefault)).toHaveLength(7);
    expect(await findRecords("messageTemplates")).toMatchObject([
      { _id: "reminder", text: expected },
    ]);

    // saving again replaces the one stored text
    await PUT(
      jsonRequest(`${PATH}/reminder`, { text: "Second {name}" }, { method: "PUT", token }),
      kind("reminder"),
    );
    expect(await findRecords("messageTemplates")).toMatchObject([
      { _id: "reminder", text: "Second {name}" },
    ]);

    for (let i = 0; i < 2; i++) {
      const reset = await DELETE(
        getRequest(`${PATH}/reminder`, { method: "DELETE", token }),
        kind("reminder"),
      );
      expect(reset.status).toBe(200);
      expect((await reset.json()).data).toMatchObject({
        kind: "reminder",
        text: WHATSAPP_TEMPLATES.reminder.defaultText,
        isDefault: true,
      });
    }
    expect((await list(token)).every((t) => t.isDefault)).toBe(true);
    expect(await findRecords("messageTemplates")).toEqual([]);
  });

  it("answers 400 with the allowed kinds for an unknown kind", async () => {
    const token = await adminToken();
    for (const response of [
      await PUT(
        jsonRequest(`${PATH}/birthday`, { text: "Hi" }, { method: "PUT", token }),
        kind("birthday"),
      ),
      await DELETE(getRequest(`${PATH}/birthday`, { method: "DELETE", token }), kind("birthday")),
    ]) {
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.message).toBe(
        "Template kind must be one of confirmation, reminder, follow-up, payment-reminder, review-request, intake, renewal, diet-chart",
      );
      expect(body.error.fields.kind).toEqual([body.message]);
    }
  });

  it.each([
    ["empty", { text: "" }, "Text is required"],
    ["blank", { text: " \n\t " }, "Text is required"],
    ["missing", {}, "Text is required"],
    ["too long", { text: "x".repeat(1001) }, "Text must be at most 1000 characters"],
    ["not a string", { text: { $ne: null } }, "Text is required"],
  ])("refuses %s text with a field error", async (_case, body, message) => {
    const token = await adminToken();
    const response = await PUT(
      jsonRequest(`${PATH}/confirmation`, body, { method: "PUT", token }),
      kind("confirmation"),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.text).toEqual([message]);
    expect(await findRecords("messageTemplates")).toEqual([]);
  });

  it("answers 401 without a session, 403 to a cookie-only write from another site, 405 to other methods", async () => {
    expect((await GET(getRequest(PATH), undefined)).status).toBe(401);
    expect(
      (
        await PUT(
          jsonRequest(`${PATH}/confirmation`, { text: "Hi" }, { method: "PUT" }),
          kind("confirmation"),
        )
      ).status,
    ).toBe(401);
    expect(
      (await DELETE(getRequest(`${PATH}/confirmation`, { method: "DELETE" }), kind("confirmation")))
        .status,
    ).toBe(401);

    const token = await adminToken();
    const crossSite = jsonRequest(
      `${PATH}/confirmation`,
      { text: "Hi" },
      { method: "PUT", cookie: token, headers: { origin: "https://evil.example" } },
    );
    expect((await PUT(crossSite, kind("confirmation"))).status).toBe(403);
    const crossSiteReset = getRequest(`${PATH}/confirmation`, {
      method: "DELETE",
      cookie: token,
      headers: { origin: "https://evil.example" },
    });
    expect((await DELETE(crossSiteReset, kind("confirmation"))).status).toBe(403);
    const sameSite = jsonRequest(
      `${PATH}/confirmation`,
      { text: "Hi {name}" },
      { method: "PUT", cookie: token, headers: { "sec-fetch-site": "same-origin" } },
    );
    expect((await PUT(sameSite, kind("confirmation"))).status).toBe(200);
    const read = (site: string) =>
      GET(getRequest(PATH, { cookie: token, headers: { "sec-fetch-site": site } }), undefined);
    expect((await read("same-origin")).status).toBe(200);
    expect((await read("cross-site")).status).toBe(403);

    const post = await POST();
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
