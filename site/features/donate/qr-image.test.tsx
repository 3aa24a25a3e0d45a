import {cleanup, render, screen} from '@testing-library/react';
import {Component, type ReactNode} from 'react';
import {afterEach, expect, it, vi} from 'vitest';
import {QrImage} from './qr-image.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

class Boundary extends Component<{children: ReactNode}, {error: string | null}> {
  override state = {error: null};
  static getDerivedStateFromError(error: Error) {
    return {error: error.message};
  }
  override render() {
    return this.state.error ? <p>Caught: {this.state.error}</p> : this.props.children;
  }
}

it('hands an encoder error to the error boundary, as a render would', async () => {
  // React reports what a boundary catches on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Boundary>
      <QrImage payload={'z'.repeat(2400)} label="Too long" />
    </Boundary>,
  );
  expect(
    await screen.findByText('Caught: The text is too long for a QR code.', {}, {timeout: 5_000}),
  ).toBeTruthy();
});
