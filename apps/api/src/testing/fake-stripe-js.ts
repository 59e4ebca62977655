/**
 * A fake of Stripe.js v3, served by the Stripe fake for the browser tests (Playwright routes
 * https://js.stripe.com/* and https://api.stripe.com/* to the fake, so `loadStripe` of
 * @stripe/stripe-js runs unchanged). It offers what a Payment Element integration calls:
 * `Stripe(pk, {stripeAccount})`, `elements({clientSecret, appearance, locale})`,
 * `elements.create("payment")`, `mount`, `on("ready" | "change" | "focus" | "blur")`, `elements.submit()`,
 * `confirmPayment({elements, confirmParams: {return_url}, redirect})` and `retrievePaymentIntent`.
 * The element is a small card form (number, expiry, CVC, labelled in French); the typed test card
 * number picks the test payment method (fake-stripe-objects.ts), a 3-D Secure card opens a dialog.
 * Errors are answered in French, as Stripe.js does for a French page.
 */
import { TEST_CARD_NUMBERS } from "./fake-stripe-objects";

const SCRIPT = String.raw`(function () {
  "use strict";
  var CARDS = __CARDS__;
  var script = document.currentScript;
  var src = script && script.src ? script.src : "https://js.stripe.com/v3";
  var API = /^https:\/\/js\.stripe\.com\//.test(src) ? "https://api.stripe.com" : new URL(src).origin;
  var MESSAGES = {
    card_declined: "Votre carte a été refusée.",
    insufficient_funds: "Votre carte ne dispose pas de fonds suffisants.",
    expired_card: "Votre carte a expiré.",
    payment_intent_authentication_failure:
      "Nous n’avons pas pu authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.",
    incomplete_number: "Le numéro de votre carte est incomplet.",
    invalid_number: "Le numéro de votre carte est invalide.",
    incomplete_expiry: "La date d’expiration de votre carte est incomplète.",
    invalid_expiry_year_past: "La date d’expiration de votre carte est dépassée.",
    incomplete_cvc: "Le code de sécurité de votre carte est incomplet.",
    payment_intent_unexpected_state: "Ce paiement ne peut plus être confirmé."
  };
  var counter = 0;
  var digits = function (value) { return String(value || "").replace(/\D/g, ""); };
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function frenchError(error) {
    var code = error.decline_code && MESSAGES[error.decline_code] ? error.decline_code : error.code;
    var copy = {};
    for (var key in error) copy[key] = error[key];
    copy.message = MESSAGES[code] || error.message;
    return copy;
  }
  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    for (var key in attributes || {}) node.setAttribute(key, attributes[key]);
    if (text) node.textContent = text;
    return node;
  }
  /** Styles through the CSSOM (a page's CSP may refuse style attributes, never this). */
  function styled(node, styles) {
    for (var key in styles) node.style[key] = styles[key];
    return node;
  }
  function request(method, path, params) {
    var body = new URLSearchParams(params).toString();
    var url = API + path + (method === "GET" ? "?" + body : "");
    return fetch(url, {
      method: method,
      headers: method === "GET" ? {} : { "Content-Type": "application/x-www-form-urlencoded" },
      body: method === "GET" ? undefined : body
    }).then(function (response) { return response.json(); });
  }

  function PaymentElement(elements, options) {
    this.elements = elements;
    this.options = options || {};
    this.handlers = {};
    this.root = null;
    this.id = "fake-stripe-" + ++counter;
  }
  PaymentElement.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  PaymentElement.prototype.off = function (event, handler) {
    this.handlers[event] = (this.handlers[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  PaymentElement.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (handler) { handler(payload); });
  };
  PaymentElement.prototype.field = function (key, label, attributes) {
    var wrapper = el("div", { "data-field": key });
    var input = el("input", attributes);
    input.id = this.id + "-" + key;
    input.setAttribute("aria-describedby", this.id + "-error");
    var caption = el("label", { for: input.id }, label);
    var vars = (this.elements.options.appearance || {}).variables || {};
    styled(caption, { display: "block", marginBottom: "0.25rem" });
    styled(input, {
      width: "100%", boxSizing: "border-box", padding: "0.6rem 0.75rem", font: "inherit",
      border: "1px solid #6b6b6b", borderRadius: vars.borderRadius || "4px",
      background: vars.colorBackground || "#fff", color: vars.colorText || "#1a1a1a"
    });
    wrapper.appendChild(caption);
    wrapper.appendChild(input);
    this.inputs[key] = input;
    return wrapper;
  };
  PaymentElement.prototype.mount = function (target) {
    var container = typeof target === "string" ? document.querySelector(target) : target;
    if (!container) throw new Error("IntegrationError: the selector " + target + " matches no element.");
    var self = this;
    this.inputs = {};
    var root = el("div", { "data-fake-stripe": "payment", role: "group", "aria-label": "Paiement par carte" });
    var vars = (this.elements.options.appearance || {}).variables || {};
    styled(root, { display: "grid", gap: "0.75rem", fontFamily: vars.fontFamily || "inherit" });
    root.appendChild(this.field("number", "Numéro de carte", {
      name: "cardnumber", inputmode: "numeric", autocomplete: "cc-number", placeholder: "1234 1234 1234 1234"
    }));
    var row = el("div");
    styled(row, { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "0.75rem" });
    row.appendChild(this.field("expiry", "Date d’expiration", {
      name: "exp-date", inputmode: "numeric", autocomplete: "cc-exp", placeholder: "MM / AA"
    }));
    row.appendChild(this.field("cvc", "Code de sécurité", {
      name: "cvc", inputmode: "numeric", autocomplete: "cc-csc", placeholder: "CVC"
    }));
    root.appendChild(row);
    var error = el("p", { id: this.id + "-error", role: "alert" });
    styled(error, { margin: "0", color: vars.colorDanger || "#b00020" });
    root.appendChild(error);
    this.error = error;
    this.inputs.number.addEventListener("input", function () {
      var value = digits(this.value).slice(0, 19);
      this.value = value.replace(/(\d{4})(?=\d)/g, "$1 ");
    });
    this.inputs.expiry.addEventListener("input", function () {
      var value = digits(this.value).slice(0, 4);
      this.value = value.length > 2 ? value.slice(0, 2) + " / " + value.slice(2) : value;
    });
    this.inputs.cvc.addEventListener("input", function () { this.value = digits(this.value).slice(0, 4); });
    Object.keys(this.inputs).forEach(function (key) {
      var input = self.inputs[key];
      input.addEventListener("input", function () {
        self.showError(null);
        var state = self.validate();
        self.emit("change", {
          elementType: "payment", complete: !state.error, empty: self.isEmpty(), collapsed: false,
          value: { type: "card" }
        });
      });
      input.addEventListener("focus", function () { self.emit("focus", { elementType: "payment" }); });
      input.addEventListener("blur", function () { self.emit("blur", { elementType: "payment" }); });
    });
    container.innerHTML = "";
    container.appendChild(root);
    this.root = root;
    this.elements.mounted = this;
    setTimeout(function () {
      self.emit("loaderstart", { elementType: "payment" });
      self.emit("ready", { elementType: "payment" });
    }, 0);
  };
  PaymentElement.prototype.isEmpty = function () {
    var inputs = this.inputs;
    return !Object.keys(inputs).some(function (key) { return inputs[key].value !== ""; });
  };
  PaymentElement.prototype.validate = function () {
    var number = digits(this.inputs.number.value);
    var expiry = digits(this.inputs.expiry.value);
    var cvc = digits(this.inputs.cvc.value);
    var fail = function (code, field) {
      return { error: { type: "validation_error", code: code, message: MESSAGES[code], field: field } };
    };
    if (number.length < 13) return fail("incomplete_number", "number");
    if (!luhn(number)) return fail("invalid_number", "number");
    if (expiry.length < 4 || Number(expiry.slice(0, 2)) < 1 || Number(expiry.slice(0, 2)) > 12) {
      return fail("incomplete_expiry", "expiry");
    }
    var now = new Date();
    var year = 2000 + Number(expiry.slice(2));
    var month = Number(expiry.slice(0, 2));
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      return fail("invalid_expiry_year_past", "expiry");
    }
    if (cvc.length < 3) return fail("incomplete_cvc", "cvc");
    return { paymentMethod: CARDS[number] || "pm_card_visa" };
  };
  PaymentElement.prototype.showError = function (error) {
    if (!this.error) return;
    this.error.textContent = error ? error.message : "";
    var field = error && error.field;
    var inputs = this.inputs;
    Object.keys(inputs).forEach(function (key) {
      if (key === field) inputs[key].setAttribute("aria-invalid", "true");
      else inputs[key].removeAttribute("aria-invalid");
    });
  };
  PaymentElement.prototype.unmount = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
    if (this.elements.mounted === this) this.elements.mounted = null;
  };
  PaymentElement.prototype.destroy = PaymentElement.prototype.unmount;
  PaymentElement.prototype.update = function (options) { for (var k in options) this.options[k] = options[k]; };
  PaymentElement.prototype.focus = function () { if (this.inputs) this.inputs.number.focus(); };
  PaymentElement.prototype.blur = function () { if (document.activeElement) document.activeElement.blur(); };
  PaymentElement.prototype.clear = function () {
    var inputs = this.inputs || {};
    Object.keys(inputs).forEach(function (key) { inputs[key].value = ""; });
  };
  PaymentElement.prototype.collapse = function () { return this; };

  function Elements(stripe, options) {
    this.stripe = stripe;
    this.options = options || {};
    this.mounted = null;
    this.created = {};
  }
  Elements.prototype.create = function (type, options) {
    if (type !== "payment") throw new Error("IntegrationError: the fake Stripe.js only offers the Payment Element, not " + type + ".");
    if (this.created[type]) throw new Error("IntegrationError: Can only create one Element of type " + type + ".");
    return (this.created[type] = new PaymentElement(this, options));
  };
  Elements.prototype.getElement = function (type) { return this.created[type] || null; };
  Elements.prototype.update = function (options) { for (var k in options) this.options[k] = options[k]; };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };
  Elements.prototype.submit = function () {
    var element = this.mounted;
    if (!element) return Promise.resolve({ error: { type: "validation_error", message: "Aucun élément de paiement n’est affiché." } });
    var state = element.validate();
    element.showError(state.error || null);
    return Promise.resolve(state.error ? { error: state.error } : {});
  };

  function threeDSecure(intent) {
    return new Promise(function (resolve) {
      var overlay = el("div", { "data-fake-stripe": "3ds" });
      styled(overlay, {
        position: "fixed", inset: "0", background: "rgba(0,0,0,0.5)", display: "grid",
        placeItems: "center", zIndex: "2147483647"
      });
      var dialog = el("div", { role: "dialog", "aria-modal": "true", "aria-labelledby": "fake-stripe-3ds-title" });
      styled(dialog, { background: "#fff", color: "#1a1a1a", padding: "1.5rem", maxWidth: "22rem", borderRadius: "8px" });
      var amount = (intent.amount / 100).toFixed(2).replace(".", ",") + " " + intent.currency.toUpperCase();
      dialog.appendChild(el("h2", { id: "fake-stripe-3ds-title" }, "Authentification 3-D Secure"));
      dialog.appendChild(el("p", {}, "Confirmez le paiement de " + amount + " (page de test)."));
      var answer = function (outcome) {
        return function () {
          overlay.remove();
          fetch(API + "/3ds/" + intent.id, {
            method: "POST",
            headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
            body: "outcome=" + outcome
          }).then(function (r) { return r.json(); }).then(resolve);
        };
      };
      var approve = el("button", { type: "button" }, "Valider le paiement");
      var decline = el("button", { type: "button" }, "Refuser");
      approve.addEventListener("click", answer("approve"));
      decline.addEventListener("click", answer("decline"));
      dialog.appendChild(approve);
      dialog.appendChild(document.createTextNode(" "));
      dialog.appendChild(decline);
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
      approve.focus();
    });
  }

  function StripeInstance(key, options) {
    this.key = key;
    this.options = options || {};
  }
  StripeInstance.prototype._registerWrapper = function () {};
  StripeInstance.prototype.elements = function (options) { return new Elements(this, options); };
  StripeInstance.prototype.params = function (clientSecret, extra) {
    var params = { key: this.key, client_secret: clientSecret };
    if (this.options.stripeAccount) params._stripe_account = this.options.stripeAccount;
    for (var k in extra || {}) params[k] = extra[k];
    return params;
  };
  StripeInstance.prototype.retrievePaymentIntent = function (clientSecret) {
    var id = String(clientSecret).split("_secret_")[0];
    return request("GET", "/v1/payment_intents/" + id, this.params(clientSecret)).then(function (body) {
      return body.error ? { error: frenchError(body.error) } : { paymentIntent: body };
    });
  };
  StripeInstance.prototype.confirmPayment = function (options) {
    var elements = options && options.elements;
    var confirmParams = (options && options.confirmParams) || {};
    var clientSecret = (options && options.clientSecret) || (elements && elements.options.clientSecret);
    if (!elements || !elements.mounted || !clientSecret) {
      return Promise.reject(new Error("IntegrationError: confirmPayment needs mounted elements and a client secret."));
    }
    if (options.redirect !== "if_required" && !confirmParams.return_url) {
      return Promise.reject(new Error("IntegrationError: confirmParams.return_url is required."));
    }
    var element = elements.mounted;
    var state = element.validate();
    element.showError(state.error || null);
    if (state.error) return Promise.resolve({ error: state.error });
    var id = String(clientSecret).split("_secret_")[0];
    var params = this.params(clientSecret, { payment_method: state.paymentMethod });
    if (confirmParams.return_url) params.return_url = confirmParams.return_url;
    return request("POST", "/v1/payment_intents/" + id + "/confirm", params)
      .then(function (body) {
        if (body.error) return body;
        return body.status === "requires_action" ? threeDSecure(body) : body;
      })
      .then(function (body) {
        if (body.error) return { error: frenchError(body.error) };
        if (body.status !== "succeeded" && body.status !== "processing") {
          return { error: frenchError(body.last_payment_error || { code: "payment_intent_authentication_failure" }) };
        }
        if (options.redirect === "if_required") return { paymentIntent: body };
        var target = new URL(confirmParams.return_url, window.location.href);
        target.searchParams.set("payment_intent", body.id);
        target.searchParams.set("payment_intent_client_secret", body.client_secret);
        target.searchParams.set("redirect_status", "succeeded");
        window.location.assign(target.toString());
        return new Promise(function () {});
      });
  };

  function Stripe(key, options) {
    if (typeof key !== "string" || key.indexOf("pk_") !== 0) {
      throw new Error("IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key (pk_…).");
    }
    return new StripeInstance(key, options);
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`;

/** The script the fake serves at /v3 and /<release>/stripe.js. */
export const FAKE_STRIPE_JS = SCRIPT.replace("__CARDS__", JSON.stringify(TEST_CARD_NUMBERS));
