import { expect, type Locator, type Page } from '@playwright/test';

export interface QuotePlace {
  country: string;
  zip: string;
  city: string;
}

export interface QuoteGoods {
  packageType: string;
  units: number;
  weightKg: number;
}

/** Transport › Price & LeadTime: the address-and-goods form, then the prices of every service. */
export class PriceLeadTimePage {
  readonly heading: Locator;
  readonly quotes: Locator;
  readonly chosen: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Price & LeadTime' });
    this.quotes = page.getByTestId('quote');
    this.chosen = page.getByRole('region', { name: 'Your choice' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/transport/priceleadtime');
    await expect(this.heading).toBeVisible();
  }

  private async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fillPlace(side: 'Pickup' | 'Delivery', place: QuotePlace): Promise<void> {
    const group = this.page.getByRole('group', { name: side });
    await this.choose(group, 'Country', place.country);
    await group.getByRole('textbox', { name: 'Postcode' }).fill(place.zip);
    await group.getByRole('textbox', { name: 'City' }).fill(place.city);
  }

  async fillGoods(goods: QuoteGoods, line = 1): Promise<void> {
    const group = this.page.getByRole('group', { name: `Goods line ${line}` });
    await this.choose(group, 'Package type', goods.packageType);
    await group.getByRole('textbox', { name: 'Units' }).fill(String(goods.units));
    await group.getByRole('textbox', { name: 'Weight per unit' }).fill(String(goods.weightKg));
  }

  async getPrices(): Promise<void> {
    await this.page.getByRole('button', { name: 'Get prices' }).click();
    await expect(this.page).toHaveURL(/[?&]calculation=[0-9a-f-]{36}/);
    await expect(this.quotes.first()).toBeVisible();
  }

  /** Sorts the services; the sort is a segmented control whose radios hide behind their labels. */
  async sortBy(order: 'Best match' | 'Price' | 'Delivery date'): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: 'Sort by' })
      .locator('label', { hasText: new RegExp(`^${order}$`) })
      .click();
  }

  /** The prices in minor units, in the order shown. */
  async amounts(): Promise<number[]> {
    return (
      await this.quotes.getByTestId('quote-price').evaluateAll((prices) => prices.map((price) => price.getAttribute('data-amount')))
    ).map(Number);
  }

  /** Carrier and service of each offer, as the cards name themselves. */
  async services(): Promise<string[]> {
    return this.quotes.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  }

  quote(service: string): Locator {
    return this.page.getByRole('listitem', { name: service, exact: true });
  }

  async chooseService(service: string): Promise<void> {
    await this.quote(service)
      .getByRole('button', { name: `Choose ${service}` })
      .click();
    await expect(this.chosen).toContainText(service.split(' – ')[1] ?? service);
  }
}
