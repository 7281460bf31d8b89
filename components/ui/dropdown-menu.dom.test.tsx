import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UserMenu } from "@/components/account/user-menu";
import { AdminShell } from "@/components/admin/admin-shell";
import { settle } from "@/test/support/dom";
import { fakeApi, json } from "@/test/support/fake-api";
import { inLocale } from "@/test/support/intl";
import { DropdownMenu } from "./dropdown-menu";

/** Each account menu as its page shows it, with the name of the button that opens it. */
const menus = [
  {
    menu: "the back office's account menu",
    button: "Sana Admin ▾",
    show: () =>
      render(
        <AdminShell brand="Margalla Dry Fruits" userName="Sana Admin">
          <p>Page</p>
        </AdminShell>,
      ),
    items: ["Shop", "Setting", "Logout"],
  },
  {
    menu: "the shop's account menu",
    button: "Account menu for Ali Khan",
    show: async () => {
      fakeApi.answer("GET /api/session", json({ user: { id: "u1", name: "Ali Khan", isAdmin: false } }));
      const shown = render(
        inLocale(
          <div>
            <UserMenu />
            <p>Page</p>
          </div>,
        ),
      );
      await settle();
      return shown;
    },
    items: ["My Orders", "My Account", "My Wishlist", "Setting", "Logout"],
  },
];

const menuItems = () => screen.getAllByRole("menuitem").map((item) => item.textContent);

describe.each(menus)("$menu", ({ button, show, items }) => {
  it("opens on its button with the focus on its first item", async () => {
    await show();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: button }));
    expect(screen.getByRole("button", { name: button }).getAttribute("aria-expanded")).toBe("true");
    expect(menuItems()).toEqual(items);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: items[0] }));
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    await show();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: button }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: button }));
  });

  it("closes on a click outside it", async () => {
    await show();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: button }));
    await user.click(screen.getByText("Page"));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("button", { name: button }).getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the dropdown menu", () => {
  const selected = jest.fn();
  const showMenu = () => {
    render(
      <div>
        <DropdownMenu
          button="Menu"
          items={[
            { label: "First", href: "/first" },
            { label: "Second", href: "/second" },
            { label: "Act", onSelect: selected },
          ]}
        />
        <button type="button">After</button>
      </div>,
    );
    return userEvent.setup();
  };
  const focused = () => document.activeElement?.textContent;

  it("moves between its items with the arrows, Home and End, round at either end", async () => {
    const user = showMenu();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const moves: [string, string][] = [
      ["{ArrowDown}", "Second"],
      ["{ArrowDown}", "Act"],
      ["{ArrowDown}", "First"],
      ["{ArrowUp}", "Act"],
      ["{Home}", "First"],
      ["{End}", "Act"],
    ];
    for (const [key, item] of moves) {
      await user.keyboard(key);
      expect(focused()).toBe(item);
    }
  });

  it("opens from the keyboard on its last item with ArrowUp, its first with ArrowDown", async () => {
    const user = showMenu();
    screen.getByRole("button", { name: "Menu" }).focus();
    await user.keyboard("{ArrowUp}");
    expect(focused()).toBe("Act");
    await user.keyboard("{Escape}{ArrowDown}");
    expect(focused()).toBe("First");
  });

  it("closes when the focus tabs away, and after an item is chosen", async () => {
    const user = showMenu();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.keyboard("{End}{Tab}");
    expect(screen.queryByRole("menu")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Act" }));
    expect(selected).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
