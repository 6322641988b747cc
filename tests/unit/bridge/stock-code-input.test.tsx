/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NativeContextProvider } from '@/components/app/native-context';
import { StockCodeInput } from '@/components/bridge/stock-code-input';
import type { NativeContext } from '@/lib/bridge/native-context';
import { resetBridgeForTests } from '@/lib/bridge/protocol';
import { installBridgeSimulator } from '@/lib/bridge/simulator';

type W = Window & {
  LlczdNative?: unknown;
  __llczdBridgeCalls?: Array<{ method: string; params: unknown }>;
  __llczdSimulatorConfig?: object;
};
const w = window as W;

function app(version: string, config: object): NativeContext {
  Object.defineProperty(window.navigator, 'userAgent', {
    value: `Mozilla/5.0 (Linux; Android 13) LlczdApp/${version}`,
    configurable: true,
  });
  w.__llczdSimulatorConfig = config;
  installBridgeSimulator();
  return { environment: 'app', inApp: true, appVersion: version, os: 'android' };
}

function renderInput(context: NativeContext, onSubmit = jest.fn((event: Event) => event.preventDefault())) {
  render(
    <NativeContextProvider value={context}>
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <StockCodeInput name="code" aria-label="股票代码" />
        <button type="submit">搜索</button>
      </form>
    </NativeContextProvider>,
  );
  return { input: screen.getByLabelText('股票代码') as HTMLInputElement, onSubmit };
}

beforeEach(() => {
  resetBridgeForTests();
  delete w.LlczdNative;
  delete w.__llczdBridgeCalls;
  sessionStorage.clear();
});

describe('StockCodeInput', () => {
  test('2.0.60: a tap opens the newer native keyboard, text updates fill the input, confirm submits the form', async () => {
    const { input, onSubmit } = renderInput(app('2.0.60', { keyboard: { text: '600519', submit: true } }));
    expect(input.readOnly).toBe(true);
    expect(input.getAttribute('inputmode')).toBe('none');
    await act(async () => fireEvent.click(input));
    await waitFor(() => expect(input.value).toBe('600519'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(w.__llczdBridgeCalls?.filter((call) => call.method === 'keyboard').map((call) => call.params)).toEqual([
      { form: 'new', text: '', maxLength: 6, textUpdates: true },
    ]);
  });

  test('2.0.56: the classic keyboard, no text updates asked for; the text arrives when it closes', async () => {
    const { input } = renderInput(app('2.0.56', { keyboard: { text: '000001' } }));
    await act(async () => fireEvent.focus(input));
    await waitFor(() => expect(input.value).toBe('000001'));
    expect(w.__llczdBridgeCalls?.map((call) => call.params)).toEqual([
      { form: 'classic', text: '', maxLength: 6, textUpdates: false },
    ]);
  });

  test('2.0.54: the web input, no keyboard call', async () => {
    const { input } = renderInput(app('2.0.54', {}));
    expect(input.readOnly).toBe(false);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '300059' } });
    expect(input.value).toBe('300059');
    expect(w.__llczdBridgeCalls ?? []).toEqual([]);
  });

  test('an app that refuses the keyboard call falls back to the web input', async () => {
    const { input } = renderInput(app('2.0.60', { unsupported: ['keyboard'] }));
    await act(async () => fireEvent.click(input));
    await waitFor(() => expect(input.readOnly).toBe(false));
  });

  test('outside the app: an ordinary input', () => {
    const { input } = renderInput({ environment: 'browser', inApp: false, appVersion: null, os: 'other' });
    expect(input.readOnly).toBe(false);
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });
});
