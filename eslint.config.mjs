import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const typeChecked = tseslint.configs.recommendedTypeChecked.map((config) => ({
  ...config,
  files: ["**/*.{ts,tsx,mts,cts}"],
}));

// Files whose shopper-facing texts come from the message files (messages/<language>/*.json,
// docs/languages.md): a text written into their JSX fails lint. Files join as their texts move.
const translatedFiles = [
  "components/shop/site-header.tsx",
  "components/shop/product-card.tsx",
  "components/shop/product-grid.tsx",
  "components/shop/product-listing.tsx",
  "components/shop/listing-controls.tsx",
  "components/shop/view-more-link.tsx",
  "components/shop/add-to-cart-button.tsx",
  "components/shop/wishlist-button.tsx",
  "components/shop/home-view.tsx",
  "components/shop/promo-banner.tsx",
  "components/shop/category-strip.tsx",
  "components/shop/hero-slider.tsx",
  "components/shop/breadcrumb.tsx",
  "components/shop/category-view.tsx",
  "components/shop/product-purchase.tsx",
  "components/shop/weight-options.tsx",
  "components/shop/quantity-stepper.tsx",
  "components/shop/product-tabs.tsx",
  "components/shop/purchase-assurances.tsx",
  "components/shop/reviews.tsx",
  "components/shop/cart-drawer.tsx",
  "components/shop/cart-button.tsx",
  "components/shop/added-to-cart.tsx",
  "components/shop/product-gallery.tsx",
  "app/[[]locale]/(shop)/products/[[]id]/page.tsx",
  "app/[[]locale]/(shop)/checkout/page.tsx",
  "app/[[]locale]/(shop)/checkout/checkout-client.tsx",
  "app/[[]locale]/(shop)/checkout/promo-field.tsx",
  "app/[[]locale]/(shop)/orders/[[]number]/page.tsx",
  "components/orders/order-summary.tsx",
  "components/orders/order-timeline.tsx",
  "components/orders/shipment-line.tsx",
  "components/orders/order-status-badge.tsx",
  "components/ui/password-input.tsx",
  "components/shop/product-dialog.tsx",
  "components/shop/review-form.tsx",
  "components/shop/order-placed-banner.tsx",
  "app/[[]locale]/(shop)/track-order/page.tsx",
  "app/[[]locale]/(shop)/track-order/track-order-client.tsx",
  "components/shop/site-footer.tsx",
  "components/shop/side-menu.tsx",
  "components/shop/side-menu-panel.tsx",
  "components/shop/search-box.tsx",
  "components/shop/search-way-on.tsx",
  "components/shop/chat-button.tsx",
  "components/shop/logo.tsx",
  "components/shop/not-found-message.tsx",
  "app/[[]locale]/(shop)/not-found.tsx",
  "app/[[]locale]/(shop)/search/page.tsx",
  "components/account/account-menu.tsx",
  "components/account/auth-forms.tsx",
  "components/account/change-password-form.tsx",
  "components/account/log-out-everywhere.tsx",
  "components/account/login-dialog.tsx",
  "components/account/password-reset-forms.tsx",
  "components/account/profile-form.tsx",
  "components/account/user-menu.tsx",
  "app/[[]locale]/(shop)/login/*.tsx",
  "app/[[]locale]/(shop)/forgot-password/page.tsx",
  "app/[[]locale]/(shop)/reset-password/page.tsx",
  "app/[[]locale]/(shop)/user/layout.tsx",
  "app/[[]locale]/(shop)/user/profile/page.tsx",
  "app/[[]locale]/(shop)/user/setting/page.tsx",
  "app/[[]locale]/(shop)/user/orders/page.tsx",
  "app/[[]locale]/(shop)/wish-list/*.tsx",
  "app/[[]locale]/(shop)/(info)/**/*.tsx",
  "components/shop/info-pages.tsx",
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...typeChecked,
  {
    ignores: [
      ".next/**",
      ".data/**",
      "lib/server/generated/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/no-floating-promises": "error",
      // A form's onSubmit={handleSubmit(...)} is react-hook-form's own promise handling.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // lib is the base everything else builds on: it never imports the server, the pages, the
    // components or the scripts (what the production server and the app share lives in lib/app-server.ts).
    files: ["lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./lib",
              from: ["./server", "./app", "./components", "./scripts"],
              message: "lib imports nothing from server/, app/, components/ or scripts/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: translatedFiles,
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ["·", "→", "←", "›", "×", "/", "-", "+", "−", "%", "★", "|", ":", "(", ")"],
        },
      ],
    },
  },
  {
    // Tests read answers as loosely typed JSON and match them with jest's `expect.any(...)`.
    files: ["test/**", "e2e/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
    },
  },
];

export default config;
