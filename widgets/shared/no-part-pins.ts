// Component tests stand in this for the build's `virtual:nard-part-pins`: they provide parts directly.
const pins: Readonly<Record<string, string>> = {};
export default pins;
