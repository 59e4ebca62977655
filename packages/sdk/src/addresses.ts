import type { AddressBody, MemberAddress, MemberAddressList } from "@vitrine/shared/schemas/addresses";
import type { City } from "@vitrine/shared/schemas/geo";
import type { ApiClient } from "./client";

/** Calls about addresses: a member's saved ones (`/user/address`) and the communes of a postal code. */
export interface AddressCalls {
  list(): Promise<MemberAddressList>;
  get(id: number): Promise<MemberAddress>;
  create(body: AddressBody): Promise<MemberAddress>;
  update(id: number, body: AddressBody): Promise<MemberAddress>;
  remove(id: number): Promise<null>;
  /** French communes whose postal code or name starts with `search` (empty elsewhere). */
  cities(search: string, idCountry: number): Promise<City[]>;
}

export function addressCalls(api: ApiClient): AddressCalls {
  return {
    list: () => api.get("/user/address"),
    get: (id) => api.get(`/user/address/${id}`),
    create: (body) => api.request("POST", "/user/address", body),
    update: (id, body) => api.request("PUT", `/user/address/${id}`, body),
    remove: (id) => api.request("DELETE", `/user/address/${id}`),
    cities: (search, idCountry) => api.get(`/cities/${encodeURIComponent(search)}/${idCountry}`),
  };
}
