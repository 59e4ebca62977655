import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { shellChunk } from "./vite-chunks";
import { precompress } from "./vite-precompress";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), precompress()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } },
  },
  ssr: { noExternal: [/^@vitrine\//] },
}));
