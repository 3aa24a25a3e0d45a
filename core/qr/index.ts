// QR codes drawn in the browser and on the server, with no library: the PayNow code of a pledge, the
// authenticator link of two-step sign-in, and any other text that must be scanned.
export {pledgeQrFile} from './qr-png.ts';
export {qrSvg, qrSvgInSteps, svgDataUri} from './qr-svg.ts';
