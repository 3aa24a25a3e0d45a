// Component tests stand in this for the build's `virtual:nard-first-view`: the element renders with Preact
// alone, and first-view.test.tsx tests the prerendered path on its own.
const html: string | null = null;
export default html;
