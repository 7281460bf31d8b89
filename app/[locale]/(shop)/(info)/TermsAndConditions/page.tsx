import type { Metadata } from "next";
import { shop } from "@/lib/domain/shop";

export const metadata: Metadata = { title: "Terms and Conditions", alternates: { canonical: "/TermsAndConditions" } };

export default function TermsPage() {
  return (
    <>
      <h1>Terms and Conditions</h1>
      <p>By using this website and placing orders with {shop.name} you agree to these terms.</p>
      <h2>Content you submit</h2>
      <p>
        When you post a review or send us any content, you give us a non-exclusive, royalty-free licence to use,
        reproduce and display it on our website and in our promotion of the shop. You confirm that the content is yours
        to give and that it is accurate.
      </p>
      <h2>Prohibited content</h2>
      <ul>
        <li>anything unlawful, threatening, abusive, defamatory, obscene or hateful;</li>
        <li>content that infringes anyone&apos;s copyright, trade mark or privacy;</li>
        <li>advertising, spam, or links to other businesses;</li>
        <li>viruses or any code meant to harm the website or its visitors.</li>
      </ul>
      <p>We may remove such content without notice.</p>
      <h2>Information on this website</h2>
      <p>
        We take care that product descriptions, prices and pictures are correct, but errors can happen and pictures are
        illustrations. Information on this website is not medical or dietary advice.
      </p>
      <h2>Intellectual property</h2>
      <p>
        The text, pictures, logo and design of this website belong to {shop.name} and may not be copied without our
        written permission.
      </p>
      <h2>Orders</h2>
      <p>
        We reserve the right to suspend, hold or cancel any order, for example when a product is out of stock, a price
        was shown in error, or an order cannot be confirmed by phone.
      </p>
    </>
  );
}
