import { forwardRef } from "react";
import { controlProps, FieldFrame } from "./field-frame";

type Props = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string };

/** A labelled textarea with its field message. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea ref={ref} {...controlProps(id, error, hint)} {...props} />
    </FieldFrame>
  );
});
