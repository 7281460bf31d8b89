import { forwardRef } from "react";
import { describedBy, FieldFrame } from "./field-frame";

type Props = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string };

/** A labelled textarea with its field message. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        className="field"
        {...props}
      />
    </FieldFrame>
  );
});
