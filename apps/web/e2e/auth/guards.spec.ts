import { expect, test } from '@playwright/test';
import { demoUsers } from '../demo-users';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';

test('a visitor opening home lands on sign-in and reaches home after signing in', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.signIn(demoUsers.user.email);
  await new HomePage(page).expectWelcome(demoUsers.user.name);
});

test('the root address leads a visitor to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('route-lock keeps a visitor on the page instead of redirecting', async ({ page }) => {
  await page.goto('/home?route-lock=1');
  await expect(page).toHaveURL(/\/home\?route-lock=1$/);
  await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
