import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress";

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  build: { assetsInlineLimit: 0 },
  ssr: { noExternal: [/^@vitrine\//] },
});
