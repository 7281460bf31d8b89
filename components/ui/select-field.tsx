import { forwardRef } from "react";
import { describedBy, FieldFrame } from "./field-frame";

type Props = React.SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; hint?: string };

/** A labelled select with its field message; the options are its children. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, hint, id, className, children, ...props },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        className="field"
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
});
