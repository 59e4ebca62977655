import { describe, expect, it } from "vitest";
import { opensByItself } from "./popup-rules";

describe("opensByItself", () => {
  it.each([
    // showOnEveryReload, opened this visit (sessionStorage), shown in this document, opens
    [true, true, false, true],
    [true, false, false, true],
    [true, true, true, false],
    [false, false, false, true],
    [false, true, false, false],
    [false, false, true, false],
  ])(
    "every reload %s, opened this visit %s, shown in this document %s: %s",
    (every, opened, shown, opens) => {
      expect(
        opensByItself(
          { id: 1, showOnEveryReload: every },
          { openedThisVisit: opened, shownThisDocument: shown },
        ),
      ).toBe(opens);
    },
  );
});
