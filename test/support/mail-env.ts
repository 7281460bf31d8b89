// Mail settings for a test file, read by lib/server/env.ts when it is first imported: import this
// module before anything from lib/server.
process.env.SHOP_ORDER_EMAIL = "orders@margalla.test";
process.env.SITE_URL = "https://shop.example.pk";
