/** The common layout of the shop's static pages. */
export default function InfoLayout({ children }: { children: React.ReactNode }) {
  return <article className="info-page mx-auto max-w-3xl rtl:leading-loose">{children}</article>;
}
