import { renderToStaticMarkup } from "react-dom/server";
import { SelectField } from "./select-field";
import { TextAreaField } from "./text-area-field";
import { TextField } from "./text-field";

describe("labelled fields", () => {
  it("tie the label to the control and the error to its description", () => {
    const select = renderToStaticMarkup(
      <SelectField id="rating" label="Rating" error="Pick a rating">
        <option value="5">5 stars</option>
      </SelectField>,
    );
    expect(select).toContain('<label for="rating"');
    expect(select).toContain('<select id="rating" aria-invalid="true" aria-describedby="rating-error" class="field">');
    expect(select).toContain('<p id="rating-error" class="mt-1 text-sm text-red-700">Pick a rating</p>');
  });

  it("describe a valid field by its hint, and show no error", () => {
    const textarea = renderToStaticMarkup(<TextAreaField id="notes" label="Notes" hint="Optional" rows={3} />);
    expect(textarea).toContain(
      '<textarea id="notes" aria-invalid="false" aria-describedby="notes-hint" class="field" rows="3">',
    );
    expect(textarea).toContain('<p id="notes-hint" class="mt-1 text-xs text-stone-500">Optional</p>');
    expect(textarea).not.toContain("-error");
  });

  it("keep TextField's markup", () => {
    expect(renderToStaticMarkup(<TextField id="city" label="City" error="City is required" />)).toBe(
      '<div class=""><label for="city" class="mb-1 block text-sm font-medium">City</label>' +
        '<input id="city" aria-invalid="true" aria-describedby="city-error" class="field"/>' +
        '<p id="city-error" class="mt-1 text-sm text-red-700">City is required</p></div>',
    );
  });
});
