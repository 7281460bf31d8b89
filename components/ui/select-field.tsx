import { forwardRef } from "react";
import { controlProps, FieldFrame } from "./field-frame";

type Props = React.SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; hint?: string };

/** A labelled select with its field message; the options are its children. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, hint, id, className, children, ...props },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select ref={ref} {...controlProps(id, error, hint)} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
});
