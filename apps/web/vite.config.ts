import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * sonner injects its stylesheet with a runtime <style> element, which the server's Content-Security-Policy
 * (style-src 'self') blocks. This turns the injection off; main.tsx imports sonner/dist/styles.css instead,
 * so the styles ship in the built CSS file. The build fails loudly if a sonner upgrade changes the code.
 */
function sonnerWithoutInlineStyles(): Plugin {
  const marker = 'function __insertCSS(code) {';
  return {
    name: 'paywise:sonner-without-inline-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id.split('?')[0])) return null;
      if (!code.includes(marker)) this.error('sonner no longer defines __insertCSS: check its CSS injection');
      return { code: code.replace(marker, `${marker} return;`), map: null };
    },
  };
}

export default defineConfig({
  plugins: [sonnerWithoutInlineStyles(), react(), tailwindcss()],
  // Pre-bundling would skip the transform above in development.
  optimizeDeps: { exclude: ['sonner'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Vite prints every chunk with its gzipped size; bench/bundle-size.mjs checks the first-page budget.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
  },
});
