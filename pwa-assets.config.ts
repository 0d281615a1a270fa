import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// The app's icons, all from public/icon.svg (npm run icons): favicon.ico,
// 64/192/512 PNG, a maskable 512 PNG and the 180 PNG apple-touch-icon. The
// maskable one has the blue of the icon as its padding.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#2456b3' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#2456b3' } },
  },
  images: ['public/icon.svg'],
});
