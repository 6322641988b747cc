/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Sheet } from '@/components/ui/sheet';

function Page({ sheet = false }: { sheet?: boolean }) {
  const [open, setOpen] = useState(false);
  const Modal = sheet ? Sheet : Dialog;
  return (
    <main>
      <button type="button">之前</button>
      <button type="button" onClick={() => setOpen(true)}>
        选择优惠券
      </button>
      {open ? (
        <Modal title="选择优惠券" onClose={() => setOpen(false)}>
          <Button variant="secondary">第一张</Button>
          <a href="#x">规则</a>
          <Button onClick={() => setOpen(false)}>确定</Button>
        </Modal>
      ) : null}
    </main>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe.each([false, true])('Dialog (sheet: %s)', (sheet) => {
  beforeEach(() => {
    render(<Page sheet={sheet} />);
    const opener = screen.getByRole('button', { name: '选择优惠券' });
    opener.focus();
    fireEvent.click(opener);
  });

  it('is a labelled modal dialog and moves focus to its first control', () => {
    const dialog = screen.getByRole('dialog', { name: '选择优惠券' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '第一张' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', () => {
    screen.getByRole('button', { name: '确定' }).focus();
    tab();
    expect(screen.getByRole('button', { name: '第一张' })).toHaveFocus();
    tab(true);
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
  });

  it('lets Tab move normally between the ends', () => {
    const event = fireEvent.keyDown(screen.getByRole('button', { name: '第一张' }), { key: 'Tab' });
    expect(event).toBe(true); // not prevented: the browser moves to the link
  });

  it('pulls focus back when it lands behind the mask', () => {
    screen.getByRole('button', { name: '之前' }).focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '选择优惠券' })).toHaveFocus();
  });

  it('gives focus back to the opener when closed by its own button', () => {
    const done = screen.getByRole('button', { name: '确定' });
    done.focus();
    fireEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '选择优惠券' })).toHaveFocus();
  });
});

describe('nested dialogs', () => {
  function Nested() {
    const [inner, setInner] = useState(true);
    const [outer, setOuter] = useState(true);
    return outer ? (
      <Dialog title="外层" onClose={() => setOuter(false)}>
        <button type="button">外层按钮</button>
        {inner ? (
          <Dialog title="内层" role="alertdialog" onClose={() => setInner(false)}>
            <button type="button">内层按钮</button>
          </Dialog>
        ) : null}
      </Dialog>
    ) : null;
  }

  it('Escape closes only the innermost, and focus returns to the outer one', () => {
    render(<Nested />);
    expect(screen.getByRole('button', { name: '内层按钮' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: '外层' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '外层按钮' })).toHaveFocus();
  });
});

describe('Button', () => {
  it('is a real button of type button unless told', () => {
    render(
      <form>
        <Button>提交订单</Button>
        <Button type="submit">发送</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: '提交订单' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: '发送' })).toHaveAttribute('type', 'submit');
  });
});
