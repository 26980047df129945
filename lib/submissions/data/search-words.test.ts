import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { clearRecords, updateRecords } from "@/test/records";
import { GET as listContacts, POST as contact } from "@/app/api/contact/route";
import { GET as listPlans, POST as plan } from "@/app/api/plans/route";
import { Marker } from "@/models/Marker";
import { fillSearchWords } from "@/lib/upkeep/data/migrations";

let token: string;
const search = async (list: typeof listContacts, path: string, q: string) => {
  const response = await list(
    getRequest(`${path}?q=${encodeURIComponent(q)}&page=1&pageSize=50`, { token }),
    undefined,
  );
  const items = (await response.json()) as { name: string }[];
  expect(response.headers.get("X-Total-Count")).toBe(String(items.length));
  return items.map((item) => item.name).sort();
};
const messages = (q: string) => search(listContacts, "/api/contact", q);
const plans = (q: string) => search(listPlans, "/api/plans", q);

beforeAll(async () => {
  await clearRecords("contacts", "plans");
  token = await adminToken();
  for (const [name, email, subject] of [
    ["Asha Verma", "asha.verma@example.com", "Meal plan for diabetes"],
    ["Zoë Fernandes", "zoe.f@mail.example", "Héllo from Goa"],
    ["Ashok Rao", "rao@example.org", "Thyroid question"],
  ])
    expect(
      (
        await contact(
          jsonRequest("/api/contact", { name, email, subject, message: "Please call me." }),
          undefined,
        )
      ).status,
    ).toBe(201);
  for (const [name, email, phone] of [
    ["Ravi Kumar", "ravi@example.com", "+91 98100 55555"],
    ["Meera Iyer", "meera@example.com", "9812345678"],
  ])
    expect(
      (
        await plan(
          jsonRequest("/api/plans", {
            name,
            email,
            phone,
            plan: "Premium Plan",
            duration: "2 Months",
          }),
          undefined,
        )
      ).status,
    ).toBe(201);
});

describe("the admin's search of the lists", () => {
  it("finds a message by a name, the beginning of a name, in any case and without accents", async () => {
    expect(await messages("Asha Verma")).toEqual(["Asha Verma"]);
    expect(await messages("verma ASHA")).toEqual(["Asha Verma"]);
    expect(await messages("ash")).toEqual(["Asha Verma", "Ashok Rao"]);
    expect(await messages("zoe")).toEqual(["Zoë Fernandes"]);
    expect(await messages("Fernández")).toEqual([]);
    expect(await messages("fern")).toEqual(["Zoë Fernandes"]);
  });

  it("finds a message by its address, a part of it, or a word of its subject", async () => {
    expect(await messages("asha.verma@example.com")).toEqual(["Asha Verma"]);
    expect(await messages("rao@example")).toEqual(["Ashok Rao"]);
    expect(await messages("example")).toEqual(["Asha Verma", "Ashok Rao", "Zoë Fernandes"]);
    expect(await messages("example.org")).toEqual(["Ashok Rao"]);
    expect(await messages("diab")).toEqual(["Asha Verma"]);
    expect(await messages("hello goa")).toEqual(["Zoë Fernandes"]);
    expect(await messages("nobody")).toEqual([]);
    expect(await messages("@@")).toEqual([]);
  });

  it("finds a plan request by its phone number, written any way, or its last digits", async () => {
    expect(await plans("+91 98100 55555")).toEqual(["Ravi Kumar"]);
    expect(await plans("9810055555")).toEqual(["Ravi Kumar"]);
    expect(await plans("55555")).toEqual(["Ravi Kumar"]);
    expect(await plans("5678")).toEqual(["Meera Iyer"]);
    expect(await plans("981")).toEqual(["Meera Iyer", "Ravi Kumar"]);
    expect(await plans("meera")).toEqual(["Meera Iyer"]);
  });

  it("finds records stored before the search words, once the start-up pass gave them theirs", async () => {
    await updateRecords("contacts", {}, { $unset: { searchWords: 1 } });
    await Marker.deleteOne({ _id: "search-words-1" });
    expect(await messages("asha")).toEqual([]);
    await fillSearchWords();
    await fillSearchWords(); // done once: the marker says so
    expect(await messages("asha")).toEqual(["Asha Verma"]);
    expect(await Marker.exists({ _id: "search-words-1" })).toBeTruthy();
  });
});
