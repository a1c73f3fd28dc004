import { expect, type Locator, type Page } from '@playwright/test';

export interface Party {
  name: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  contact?: string;
  email?: string;
  phone?: string;
}

/** Transport › Transport booking: the step-by-step booking of a quote, and the ad-hoc booking. */
export class BookingFlowPage {
  readonly heading: Locator;
  readonly next: Locator;
  readonly quotes: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.quotes = page.getByTestId('quote');
  }

  async goto(path = '/transport/transport-booking/form'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** Picks an option of a Mantine select by its label within a scope. */
  async choose(scope: Locator | Page, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label }).first().click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fillParty(sectionName: string, party: Party): Promise<void> {
    const section = this.section(sectionName);
    await section.getByRole('textbox', { name: 'Company name' }).fill(party.name);
    await section.getByRole('textbox', { name: 'Address', exact: true }).fill(party.address);
    await section.getByRole('textbox', { name: 'Postcode' }).fill(party.zip);
    await section.getByRole('textbox', { name: 'City' }).fill(party.city);
    // The consignor starts in the organization's country; picking it again would clear it.
    if ((await section.getByRole('combobox', { name: 'Country' }).inputValue()) !== party.country)
      await this.choose(section, 'Country', party.country);
    if (party.contact) await section.getByRole('textbox', { name: 'Contact person' }).fill(party.contact);
    if (party.email) await section.getByRole('textbox', { name: 'E-mail' }).fill(party.email);
    if (party.phone) await section.getByRole('textbox', { name: 'Phone' }).fill(party.phone);
    // The address book's suggestions stay open until the page is clicked elsewhere.
    await this.page.keyboard.press('Escape');
  }

  async fillGoods(line: number, goods: { packageType: string; units: number; weightKg: number; heightCm?: number }): Promise<void> {
    const group = this.page.getByRole('group', { name: `Goods line ${line}` });
    await this.choose(group, 'Package type', goods.packageType);
    await group.getByRole('textbox', { name: 'Units' }).fill(String(goods.units));
    await group.getByRole('textbox', { name: 'Weight per unit' }).fill(String(goods.weightKg));
    if (goods.heightCm) await group.getByRole('textbox', { name: 'Height' }).fill(String(goods.heightCm));
  }

  /** The active step's title, as the stepper shows it. */
  async expectStep(title: string): Promise<void> {
    await expect(this.page.locator('.mantine-Stepper-step[data-progress]').first()).toContainText(title);
  }

  /**
   * A booking belongs to one site: acting as several sites with transport booking, the user picks
   * the one to book for; with one such site it is chosen already.
   */
  async bookForSite(site: string): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
    const choice = this.page.getByRole('combobox', { name: 'Book for site' });
    if (!(await choice.isVisible())) return;
    await choice.click();
    await this.page.getByRole('option', { name: site, exact: true }).click();
    await expect(choice).toHaveValue(site);
  }

  /**
   * An ad-hoc booking of EUR pallets from the consignor to a Stockholm receiver with the first DHL
   * service, labels printed, up to the moment Book is pressed.
   */
  async bookAdHoc(consignor: Party, pallets: number): Promise<void> {
    await this.goto('/transport/transport-booking/ad-hoc');
    await expect(this.heading).toHaveText('Ad-hoc booking');
    await this.fillParty('Consignor', consignor);
    await this.fillParty('Consignee', {
      name: 'Stockholm Retail AB',
      address: 'Drottninggatan 5',
      zip: '11151',
      city: 'Stockholm',
      country: 'Sweden',
      contact: 'Sven Svensson',
      phone: '+46812345678',
    });
    await this.next.click();
    await this.expectStep('Goods');
    await this.fillGoods(1, { packageType: 'EUR pallet', units: pallets, weightKg: 250, heightCm: 100 });
    await this.next.click();
    await this.expectStep('Finalize form & create booking');
    const service = this.section('Carrier service and pickup').getByRole('combobox', { name: 'Carrier service' });
    await service.click();
    await service.fill('DHL');
    await this.page.getByRole('option').first().click();
    await this.page.getByRole('group', { name: 'Goods line 1' }).getByRole('textbox', { name: 'Description' }).fill('Shop fittings');
    await this.section('Documents to print').getByRole('checkbox', { name: 'Transport labels' }).check();
    await this.bookForSite('Gothenburg Warehouse');
    await this.page.getByRole('button', { name: 'Book', exact: true }).click();
  }

  async amounts(): Promise<number[]> {
    return (
      await this.quotes.getByTestId('quote-price').evaluateAll((prices) => prices.map((price) => price.getAttribute('data-amount')))
    ).map(Number);
  }

  async services(): Promise<string[]> {
    return this.quotes.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  }
}
