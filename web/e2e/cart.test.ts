// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@campus/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import {
  DESKTOP,
  JOURNEY_TIMEOUT_MS,
  loginAs,
  type PageOptions,
  PHONE,
  screenshot,
  useJourney,
} from './harness';

/** The demo's paid event with two ticket types: General Admission $15.00 and VIP $40.00 (owner: teacher). */
const JAZZ = 'Riverside Jazz Night';
const CASH_CONFIRMED =
  'Cash/Zelle payment confirmed! RSVPs have been created. Event owners will track your payment manually.';

/** What the viewport shows (a modal scrolls inside itself, which a full-page picture misses). */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url)) });
}

/** Waits until no CSS transition runs (a modal fading in fails axe's contrast check half-way). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function openJazzNight(page: Page) {
  await page.goto('/events');
  await page.getByRole('link', { name: JAZZ }).first().click();
  await page.getByRole('heading', { level: 1, name: JAZZ }).waitFor();
}

/** Buy Ticket, then Select Tickets: `general` General Admission and `vip` VIP, then Add to Cart. */
async function addTickets(page: Page, general: number, vip: number) {
  await page.getByRole('button', { name: 'Buy Ticket' }).click();
  const select = page.getByRole('dialog', { name: 'Select Tickets' });
  for (let i = 0; i < general; i++)
    await select.getByRole('button', { name: 'One more General Admission' }).click();
  for (let i = 0; i < vip; i++) await select.getByRole('button', { name: 'One more VIP' }).click();
  await select.getByRole('button', { name: `Add to Cart (${general + vip} tickets)` }).click();
  await page.getByRole('dialog', { name: 'Tickets Added to Cart!' }).waitFor();
}

/** The Shopping Cart modal; with a count, only while its title says that many tickets. */
function cartDialog(page: Page, tickets?: number) {
  return page.getByRole('dialog', {
    name: tickets === undefined ? /^Shopping Cart/ : `Shopping Cart (${tickets} items)`,
  });
}

describe('journeys: cart and checkout', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  it('a guest fills the cart on Riverside Jazz Night, logs in at checkout, pays in cash; the teacher sees the amount owed', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await openJazzNight(page);
    await addTickets(page, 2, 1);
    await page.getByRole('button', { name: 'View Cart' }).click();
    const cart = cartDialog(page, 3);
    await cart.getByRole('listitem', { name: `VIP for ${JAZZ}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Cart, 3 tickets' }).count()).toBe(1);
    await cart.getByText('$70.00').first().waitFor();
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'cart modal (guest, light desktop)');
    await viewportShot(page, 'cart-modal-light-desktop');

    // The stepper: one more VIP, then back to one; the minus stops at 1.
    const vip = cartDialog(page).getByRole('listitem', { name: `VIP for ${JAZZ}` });
    await vip.getByRole('button', { name: `Increase quantity of VIP for ${JAZZ}` }).click();
    await cartDialog(page, 4).getByText('$80.00').waitFor();
    await vip.getByRole('button', { name: `Decrease quantity of VIP for ${JAZZ}` }).click();
    await cartDialog(page, 3).getByText('$40.00').first().waitFor();
    // At 1 the minus only says it is disabled, and keeps the keyboard focus it just had.
    const minus = vip.getByRole('button', { name: `Decrease quantity of VIP for ${JAZZ}` });
    expect(await minus.getAttribute('aria-disabled')).toBe('true');
    expect(await minus.evaluate((button) => button === document.activeElement)).toBe(true);

    // Opened from View Cart, whose modal is gone, the cart gives the focus back to the cart button.
    await page.keyboard.press('Escape');
    await cartDialog(page).waitFor({ state: 'hidden' });
    const cartButton = page.getByRole('button', { name: 'Cart, 3 tickets' });
    await expect.poll(() => cartButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await cartButton.click();

    // Checkout as a guest: log in first, then back to /checkout with the same cart.
    await cartDialog(page, 3).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/login?redirect=%2Fcheckout');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('student');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('button', { name: 'Pay $70.00' }).waitFor();
    expect(await page.title()).toBe('Checkout · Campus');
    await page.getByText('3 tickets for 1 event').waitFor();
    await page.getByText('$15.00 × 2').waitFor();
    await page.getByText('$40.00 × 1').waitFor();
    await expectNoSeriousAxeViolations(page, 'checkout (light desktop)');
    await screenshot(page, 'checkout-light-desktop');

    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('textbox', { name: 'Notes (optional)' }).fill('Paying at the door');
    await page.getByText('18/500').waitFor();
    await page.getByRole('button', { name: 'Pay $70.00' }).click();
    await page.waitForURL('**/dashboard/my-events');
    await page.getByText(CASH_CONFIRMED).waitFor();
    await page.getByRole('link', { name: JAZZ }).first().waitFor();
    // The cart is empty now.
    expect(await page.getByRole('button', { name: 'Cart', exact: true }).count()).toBe(1);
    await screenshot(page, 'checkout-cash-done-light-desktop');

    // The owner sees Sam Parker's pending RSVP and the $70.00 owed.
    const owner = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(owner, 'teacher');
    await owner.goto('/dashboard/my-events');
    await owner.getByRole('heading', { level: 2, name: 'My Events' }).waitFor();
    await owner
      .getByRole('button', { name: `Attendees of ${JAZZ}` })
      .first()
      .click();
    const attendees = owner.getByRole('dialog', { name: `Attendees: ${JAZZ}` });
    const sam = attendees.getByRole('row').filter({ hasText: 'Sam Parker' });
    await sam.waitFor();
    await sam.getByText('$70.00').waitFor();
    expect(await sam.getByRole('combobox', { name: 'Payment type of Sam Parker' }).inputValue()).toBe('cash');
    await settled(owner);
    await viewportShot(owner, 'cart-attendees-owed-light-desktop');
  });

  const looks: (PageOptions & { name: string; user: string })[] = [
    { name: 'dark-desktop', viewport: DESKTOP, colorScheme: 'dark', user: 'emma.wilson' },
    { name: 'light-phone', viewport: PHONE, colorScheme: 'light', user: 'noah.smith' },
    { name: 'dark-phone', viewport: PHONE, colorScheme: 'dark', user: 'ava.johnson' },
  ];
  for (const look of looks) {
    it(`the cart modal and the checkout page (${look.name}), and a card checkout in demo mode keeps the cart`, async () => {
      const page = await journey.current.newPage(look);
      await loginAs(page, look.user);
      await openJazzNight(page);
      await addTickets(page, 1, 1);
      await page.getByRole('button', { name: 'Continue Shopping' }).click();
      // By keyboard: Enter opens the cart, Escape closes it and gives the focus back to the cart button.
      const cartButton = page.getByRole('button', { name: 'Cart, 2 tickets' });
      await cartButton.focus();
      await page.keyboard.press('Enter');
      const cart = cartDialog(page, 2);
      await cart.getByRole('listitem', { name: `General Admission for ${JAZZ}` }).waitFor();
      await page.keyboard.press('Escape');
      await cart.waitFor({ state: 'hidden' });
      expect(await cartButton.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await cart.getByRole('listitem', { name: `General Admission for ${JAZZ}` }).waitFor();
      await settled(page);
      await expectNoSeriousAxeViolations(page, `cart modal (${look.name})`);
      await viewportShot(page, `cart-modal-${look.name}`);

      // Clear Cart asks first; Cancel keeps the lines.
      await cart.getByRole('button', { name: 'Clear Cart' }).click();
      const confirm = page.getByRole('dialog', { name: 'Clear Cart' });
      await confirm.getByText('Are you sure you want to clear your cart?').waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });

      await cart.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL('**/checkout');
      await page.getByRole('button', { name: 'Pay $55.00' }).waitFor();
      await cartDialog(page).waitFor({ state: 'hidden' });
      await settled(page);
      await expectNoSeriousAxeViolations(page, `checkout (${look.name})`);
      await screenshot(page, `checkout-${look.name}`);

      // Credit card (the default): demo payment intents, nothing charged, the cart stays.
      await page.getByRole('button', { name: 'Pay $55.00' }).click();
      await page.getByText(/Demo mode: payment intents were created/).waitFor();
      expect(new URL(page.url()).pathname).toBe('/checkout');
      expect(await page.getByRole('button', { name: 'Cart, 2 tickets' }).count()).toBe(1);
      await screenshot(page, `checkout-card-demo-${look.name}`);

      // Back to Cart opens the modal; clearing empties it and the page.
      await page.getByRole('button', { name: 'Back to Cart' }).click();
      await cartDialog(page, 2).getByRole('button', { name: 'Clear Cart' }).click();
      await page
        .getByRole('dialog', { name: 'Clear Cart' })
        .getByRole('button', { name: 'Clear Cart' })
        .click();
      await cartDialog(page, 0).getByText('Your cart is empty').waitFor();
      await settled(page);
      await expectNoSeriousAxeViolations(page, `empty cart modal (${look.name})`);
      await cartDialog(page, 0).getByRole('button', { name: 'Continue Shopping' }).click();
      await cartDialog(page).waitFor({ state: 'hidden' });
      await page.getByRole('link', { name: 'Browse Events' }).waitFor();
      await settled(page);
      await expectNoSeriousAxeViolations(page, `empty checkout (${look.name})`);
    });
  }
});
