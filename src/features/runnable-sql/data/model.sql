-- The supply_chain knowledge graph: the running example of the Timbr documentation.
--
-- This file is the one definition of the model. The pages show its statements
-- (the model-sql directive of src/features/runnable-sql), the build runs every
-- runnable query of the pages against it and the generated sample data, and
-- `npm run check:sql` parses it. Statement order: properties, measures,
-- concepts, sub-concepts, mappings, views, cubes.

-- ------------------------------------------------------------- properties

CREATE OR REPLACE PROPERTY `product_id` int;
CREATE OR REPLACE PROPERTY `product_name` string;
CREATE OR REPLACE PROPERTY `category` string DESCRIPTION = 'Product category';
CREATE OR REPLACE PROPERTY `department` string DESCRIPTION = 'Store department, such as Fitness, Golf or Apparel';
CREATE OR REPLACE PROPERTY `product_price` decimal;
CREATE OR REPLACE PROPERTY `plant_id` int;
CREATE OR REPLACE PROPERTY `plant_name` string;
CREATE OR REPLACE PROPERTY `plant_city` string;
CREATE OR REPLACE PROPERTY `plant_country` string DESCRIPTION = 'Country where the plant is located';
CREATE OR REPLACE PROPERTY `material_id` int;
CREATE OR REPLACE PROPERTY `materials` string;
CREATE OR REPLACE PROPERTY `material_1` string;
CREATE OR REPLACE PROPERTY `material_2` string;
CREATE OR REPLACE PROPERTY `material_3` string;
CREATE OR REPLACE PROPERTY `inventory_id` int;
CREATE OR REPLACE PROPERTY `inventory_name` string;
CREATE OR REPLACE PROPERTY `item_quantity` int;
CREATE OR REPLACE PROPERTY `customer_id` int;
CREATE OR REPLACE PROPERTY `customer_name` string WITH TAGS (`classification` = 'PII');
CREATE OR REPLACE PROPERTY `customer_segment` string;
CREATE OR REPLACE PROPERTY `customer_city` string;
CREATE OR REPLACE PROPERTY `customer_country` string;
CREATE OR REPLACE PROPERTY `shipment_id` int;
CREATE OR REPLACE PROPERTY `shipping_mode` string;
CREATE OR REPLACE PROPERTY `shipping_date` date;
CREATE OR REPLACE PROPERTY `order_id` int WITH TAGS (`mdx.label` = 'Order ID', `classification` = 'PII', `mdx.visibility` = 'true');
CREATE OR REPLACE PROPERTY `order_date` date;
CREATE OR REPLACE PROPERTY `market` string;
CREATE OR REPLACE PROPERTY `order_item_quantity` int;
CREATE OR REPLACE PROPERTY `order_item_discount` decimal;
CREATE OR REPLACE PROPERTY `order_profit` decimal;
CREATE OR REPLACE PROPERTY `sales` decimal;

-- Calculated properties: a row expression over other properties.
CREATE OR REPLACE PROPERTY `order_year` int AS SELECT YEAR(`order_date`);
CREATE OR REPLACE PROPERTY `sales_after_discount` decimal AS SELECT `sales` - `order_item_discount`;
CREATE OR REPLACE PROPERTY `shipment_year_month` string AS SELECT DATE_FORMAT(`shipping_date`, '%Y/%m');

-- --------------------------------------------------------------- measures

CREATE OR REPLACE MEASURE `total_sales` decimal DESCRIPTION = 'Sum of the sales amount of orders' AS SELECT SUM(`sales`);
CREATE OR REPLACE MEASURE `total_discount` decimal DESCRIPTION = 'Sum of the discounts of orders' AS SELECT SUM(`order_item_discount`);
CREATE OR REPLACE MEASURE `total_revenue` decimal AS SELECT `total_sales` - `total_discount`;
CREATE OR REPLACE MEASURE `total_revenue_europe` decimal AS SELECT `total_revenue` WHERE `market` = 'Europe';
CREATE OR REPLACE MEASURE `count_of_order` bigint DESCRIPTION = 'The number of distinct orders' AS SELECT COUNT(DISTINCT `order_id`);

-- --------------------------------------------------------------- concepts

CREATE OR REPLACE CONCEPT `customer` (
  `customer_id` int,
  `customer_name` string,
  `customer_segment` string,
  `customer_city` string,
  `customer_country` string,
  PRIMARY KEY (`customer_id`),
  LABEL (`customer_name`)
) INHERITS (`thing`) DESCRIPTION 'A customer who places orders' WITH TAGS (`hierarchy.location` = 'customer_country,customer_city');

CREATE OR REPLACE CONCEPT `shipment` (
  `shipment_id` int,
  `shipping_mode` string,
  `shipping_date` date,
  `customer_id` int,
  `shipment_year_month` string,
  PRIMARY KEY (`shipment_id`),
  LABEL (`shipment_id`),
  CONSTRAINT `for_customer` FOREIGN KEY (`customer_id`) REFERENCES `customer` (`customer_id`) INVERSEOF `has_shipment`
) INHERITS (`thing`) DESCRIPTION 'A delivery of orders to a customer';

CREATE OR REPLACE CONCEPT `order` (
  `order_id` int,
  `order_date` date,
  `market` string,
  `order_item_quantity` int,
  `order_item_discount` decimal,
  `order_profit` decimal,
  `sales` decimal,
  `customer_id` int,
  `product_id` int,
  `shipment_id` int,
  `order_year` int,
  `sales_after_discount` decimal,
  `total_sales` measure decimal,
  `total_discount` measure decimal,
  `total_revenue` measure decimal,
  `total_revenue_europe` measure decimal,
  `count_of_order` measure bigint,
  PRIMARY KEY (`order_id`),
  LABEL (`order_id`),
  CONSTRAINT `ordered_by` FOREIGN KEY (`customer_id`) REFERENCES `customer` (`customer_id`) INVERSEOF `has_ordered`,
  CONSTRAINT `in_shipment` FOREIGN KEY (`shipment_id`) REFERENCES `shipment` (`shipment_id`) INVERSEOF `has_order`
) INHERITS (`thing`) DESCRIPTION 'A customer order of a product';

CREATE OR REPLACE CONCEPT `plant` (
  `plant_id` int,
  `plant_name` string,
  `plant_city` string,
  `plant_country` string,
  PRIMARY KEY (`plant_id`),
  LABEL (`plant_name`),
  CONSTRAINT `sent_shipment_to` MULTIREFERENCE `inventory` INVERSEOF `received_shipment_from`
) INHERITS (`thing`) DESCRIPTION 'A production plant';

CREATE OR REPLACE CONCEPT `material` (
  `material_id` int,
  `materials` string,
  PRIMARY KEY (`material_id`),
  LABEL (`materials`)
) INHERITS (`thing`) DESCRIPTION 'A raw material used in products';

CREATE OR REPLACE CONCEPT `inventory` (
  `inventory_id` int,
  `inventory_name` string,
  `item_quantity` int,
  `product_id` int,
  PRIMARY KEY (`inventory_id`),
  LABEL (`inventory_name`)
) INHERITS (`thing`) DESCRIPTION 'A stock of a product held in an inventory location';

CREATE OR REPLACE CONCEPT `bill_of_material` (
  `product_id` int,
  `material_1` string,
  `material_2` string,
  `material_3` string,
  PRIMARY KEY (`product_id`),
  LABEL (`material_1`, `material_2`, `material_3`)
) INHERITS (`thing`) DESCRIPTION 'The materials that make up a product';

CREATE OR REPLACE CONCEPT `product` (
  `product_id` int,
  `product_name` string,
  `category` string,
  `department` string,
  `product_price` decimal,
  PRIMARY KEY (`product_id`),
  LABEL (`product_name`),
  CONSTRAINT `has_bill_of_material` FOREIGN KEY (`product_id`) REFERENCES `bill_of_material` (`product_id`) INVERSEOF `of_product`,
  CONSTRAINT `has_inventory` FOREIGN KEY (`product_id`) REFERENCES `inventory` (`product_id`) INVERSEOF `stores_product`,
  CONSTRAINT `in_order` FOREIGN KEY (`product_id`) REFERENCES `order` (`product_id`) INVERSEOF `includes_product`,
  CONSTRAINT `contains` MULTIREFERENCE `material` INVERSEOF `part_of`,
  CONSTRAINT `produced_in` MULTIREFERENCE `plant` INVERSEOF `producing`
) INHERITS (`thing`) DESCRIPTION 'A product the company makes and sells' WITH TAGS (`icon` = 'fa-box-open');

-- ----------------------------------------------------------- sub-concepts

-- Business logic: each sub-concept reads its parent and keeps the rows of a rule.
CREATE OR REPLACE CONCEPT `fitness_product` INHERITS (`product`) DESCRIPTION 'Products of the Fitness department' FROM `timbr`.`product` WHERE `department` = 'Fitness';
CREATE OR REPLACE CONCEPT `outdoors_product` INHERITS (`product`) FROM `timbr`.`product` WHERE `department` = 'Outdoors';
CREATE OR REPLACE CONCEPT `fan_shop_product` INHERITS (`product`) FROM `timbr`.`product` WHERE `department` = 'Fan Shop';
CREATE OR REPLACE CONCEPT `apparel_product` INHERITS (`product`) FROM `timbr`.`product` WHERE `department` = 'Apparel';
CREATE OR REPLACE CONCEPT `golf_product` INHERITS (`product`) FROM `timbr`.`product` WHERE `department` = 'Golf';
CREATE OR REPLACE CONCEPT `footwear_product` INHERITS (`product`) FROM `timbr`.`product` WHERE `department` = 'Footwear';

CREATE OR REPLACE CONCEPT `latin_america_order` INHERITS (`order`) FROM `timbr`.`order` WHERE `market` = 'LATAM';
CREATE OR REPLACE CONCEPT `europe_order` INHERITS (`order`) FROM `timbr`.`order` WHERE `market` = 'Europe';
CREATE OR REPLACE CONCEPT `asia_order` INHERITS (`order`) FROM `timbr`.`order` WHERE `market` = 'Pacific Asia';
CREATE OR REPLACE CONCEPT `africa_order` INHERITS (`order`) FROM `timbr`.`order` WHERE `market` = 'Africa';
CREATE OR REPLACE CONCEPT `us_canada_order` INHERITS (`order`) FROM `timbr`.`order` WHERE `market` = 'USCA';

CREATE OR REPLACE CONCEPT `home_office_customer` INHERITS (`customer`) FROM `timbr`.`customer` WHERE `customer_segment` = 'Home Office';
CREATE OR REPLACE CONCEPT `corporate_customer` INHERITS (`customer`) FROM `timbr`.`customer` WHERE `customer_segment` = 'Corporate';
CREATE OR REPLACE CONCEPT `consumer_customer` INHERITS (`customer`) FROM `timbr`.`customer` WHERE `customer_segment` = 'Consumer';

CREATE OR REPLACE CONCEPT `first_class_shipment` INHERITS (`shipment`) WITH TAGS (`icon` = 'fa-shipping-fast') FROM `timbr`.`shipment` WHERE `shipping_mode` = 'First Class';
CREATE OR REPLACE CONCEPT `standard_class_shipment` INHERITS (`shipment`) FROM `timbr`.`shipment` WHERE `shipping_mode` = 'Standard Class';
CREATE OR REPLACE CONCEPT `second_class_shipment` INHERITS (`shipment`) FROM `timbr`.`shipment` WHERE `shipping_mode` = 'Second Class';
CREATE OR REPLACE CONCEPT `same_day_shipment` INHERITS (`shipment`) FROM `timbr`.`shipment` WHERE `shipping_mode` = 'Same Day';

-- A rule on a relationship, and a sub-concept of a sub-concept.
CREATE OR REPLACE CONCEPT `high_value_customer` INHERITS (`customer`) DESCRIPTION 'Customers with at least one order above 100 profit' FROM `dtimbr`.`customer` WHERE `has_ordered[order].order_profit` > 100;
CREATE OR REPLACE CONCEPT `corporate_high_value_customer` INHERITS (`high_value_customer`) FROM `timbr`.`high_value_customer` WHERE `customer_segment` IN ('Corporate', 'Home Office');

-- --------------------------------------------------------------- mappings

CREATE OR REPLACE MAPPING `map_product` INTO (`product`) USING `supply_chain_db` AS
SELECT
  `product_id` AS `product_id`,
  `product_name` AS `product_name`,
  `Category` AS `category`,
  `Department` AS `department`,
  `product_price` AS `product_price`
FROM `supply_chain_demo`.`product`;

CREATE OR REPLACE MAPPING `map_plant` INTO (`plant`) USING `supply_chain_db` AS
SELECT
  `plant_id` AS `plant_id`,
  `plant_name` AS `plant_name`,
  `plant_city` AS `plant_city`,
  `plant_country` AS `plant_country`
FROM `supply_chain_demo`.`plant`;

CREATE OR REPLACE MAPPING `map_material` INTO (`material`) USING `supply_chain_db` AS
SELECT
  `material_id` AS `material_id`,
  `materials` AS `materials`
FROM `supply_chain_demo`.`material`;

CREATE OR REPLACE MAPPING `map_inventory` INTO (`inventory`) USING `supply_chain_db` AS
SELECT
  `inventory_id` AS `inventory_id`,
  `inventory_name` AS `inventory_name`,
  `item_quantity` AS `item_quantity`,
  `product_id` AS `product_id`
FROM `supply_chain_demo`.`inventory`;

CREATE OR REPLACE MAPPING `map_bill_of_material` INTO (`bill_of_material`) USING `supply_chain_db` AS
SELECT
  `product_id` AS `product_id`,
  `material_1` AS `material_1`,
  `material_2` AS `material_2`,
  `material_3` AS `material_3`
FROM `supply_chain_demo`.`bill_of_material`;

-- The customer name joins first and last name.
CREATE OR REPLACE MAPPING `map_customer` INTO (`customer`) USING `supply_chain_db` AS
SELECT
  `customer_id` AS `customer_id`,
  CONCAT(`customer_first_name`, ' ', `customer_last_name`) AS `customer_name`,
  `customer_segment` AS `customer_segment`,
  `customer_city` AS `customer_city`,
  `customer_country` AS `customer_country`
FROM `scdata`.`datacosupplychaindataset_customer`;

-- The order date is MM/DD/YYYY text in the source; the mapping rebuilds a date.
CREATE OR REPLACE MAPPING `map_order` INTO (`order`) USING `supply_chain_db` AS
SELECT
  `order_id` AS `order_id`,
  CAST(CONCAT(SUBSTRING(`order_date` FROM 7 FOR 4), '-', SUBSTRING(`order_date` FROM 1 FOR 2), '-', SUBSTRING(`order_date` FROM 4 FOR 2)) AS DATE) AS `order_date`,
  `market` AS `market`,
  `order_item_quantity` AS `order_item_quantity`,
  `order_item_discount` AS `order_item_discount`,
  `order_profit` AS `order_profit`,
  `sales` AS `sales`,
  `customer_id` AS `customer_id`,
  `product_id` AS `product_id`,
  `shipment_id` AS `shipment_id`
FROM `scdata`.`datacosupplychaindataset_order`;

CREATE OR REPLACE MAPPING `map_shipment` INTO (`shipment`) USING `supply_chain_db` AS
SELECT
  `shipment_id` AS `shipment_id`,
  `shipping_mode` AS `shipping_mode`,
  `shipping_date` AS `shipping_date`,
  `customer_id` AS `customer_id`
FROM `scdata`.`datacosupplychaindataset_shipment`;

-- Many-to-many: the material columns of bill_of_material hold material names,
-- which match the `materials` property of material. One mapping per column.
CREATE OR REPLACE MAPPING `map_product_contains_material_1` (
  CONSTRAINT `contains` FOREIGN KEY (`materials`) REFERENCES `material` (`materials`),
  CONSTRAINT `part_of` FOREIGN KEY (`product_id`) REFERENCES `product` (`product_id`)
) USING `supply_chain_db` AS
SELECT
  `product_id` AS `product_id`,
  `material_1` AS `materials`
FROM `supply_chain_demo`.`bill_of_material`;

CREATE OR REPLACE MAPPING `map_product_contains_material_2` (
  CONSTRAINT `contains` FOREIGN KEY (`materials`) REFERENCES `material` (`materials`),
  CONSTRAINT `part_of` FOREIGN KEY (`product_id`) REFERENCES `product` (`product_id`)
) USING `supply_chain_db` AS
SELECT
  `product_id` AS `product_id`,
  `material_2` AS `materials`
FROM `supply_chain_demo`.`bill_of_material`;

CREATE OR REPLACE MAPPING `map_product_contains_material_3` (
  CONSTRAINT `contains` FOREIGN KEY (`materials`) REFERENCES `material` (`materials`),
  CONSTRAINT `part_of` FOREIGN KEY (`product_id`) REFERENCES `product` (`product_id`)
) USING `supply_chain_db` AS
SELECT
  `product_id` AS `product_id`,
  `material_3` AS `materials`
FROM `supply_chain_demo`.`bill_of_material`;

-- Many-to-many: product-plant and plant-inventory pairs, read from plan_inventory (a tutorial assumption).
CREATE OR REPLACE MAPPING `map_product_produced_in_plant` (
  CONSTRAINT `produced_in` FOREIGN KEY (`plant_id`) REFERENCES `plant` (`plant_id`),
  CONSTRAINT `producing` FOREIGN KEY (`product_id`) REFERENCES `product` (`product_id`)
) USING `supply_chain_db` AS
SELECT
  `product_id` AS `product_id`,
  `plant_id` AS `plant_id`
FROM `supply_chain_demo`.`plan_inventory`;

CREATE OR REPLACE MAPPING `map_plant_sent_shipment_to_inventory` (
  CONSTRAINT `sent_shipment_to` FOREIGN KEY (`inventory_id`) REFERENCES `inventory` (`inventory_id`),
  CONSTRAINT `received_shipment_from` FOREIGN KEY (`plant_id`) REFERENCES `plant` (`plant_id`)
) USING `supply_chain_db` AS
SELECT
  `plant_id` AS `plant_id`,
  `inventory_id` AS `inventory_id`
FROM `supply_chain_demo`.`plan_inventory`;

-- ------------------------------------------------------------------ views

CREATE OR REPLACE ONTOLOGY VIEW `order_profit_per_product_and_customer_segment` USING `supply_chain_db` DESCRIPTION 'Order profit per product and customer segment' AS
SELECT
  `includes_product[product].product_name` AS `product_name`,
  `ordered_by[customer].customer_segment` AS `customer_segment`,
  SUM(`order_profit`) AS `order_profit`
FROM `dtimbr`.`order`
GROUP BY `includes_product[product].product_name`, `ordered_by[customer].customer_segment`;

CREATE OR REPLACE ONTOLOGY VIEW `quantity_and_avg_discount_per_product_category` USING `supply_chain_db` DESCRIPTION 'Ordered quantity and average discount per product category' AS
SELECT
  `category`,
  SUM(`in_order[order].order_item_quantity`) AS `item_quantity`,
  AVG(`in_order[order].order_item_discount`) AS `avg_discount`
FROM `dtimbr`.`product`
GROUP BY `category`;

CREATE OR REPLACE ONTOLOGY VIEW `item_quantity_per_product_and_city` USING `supply_chain_db` DESCRIPTION 'Ordered item quantity per product and customer city' AS
SELECT
  `includes_product[product].product_name` AS `product_name`,
  `ordered_by[customer].customer_city` AS `customer_city`,
  SUM(`order_item_quantity`) AS `item_quantity`
FROM `dtimbr`.`order`
GROUP BY `includes_product[product].product_name`, `ordered_by[customer].customer_city`;

CREATE OR REPLACE ONTOLOGY VIEW `orders_per_shipping_mode` USING `supply_chain_db` DESCRIPTION 'Number of orders per shipping mode' AS
SELECT
  `shipping_mode`,
  COUNT(DISTINCT `has_order[order].order_id`) AS `orders`
FROM `dtimbr`.`shipment`
GROUP BY `shipping_mode`;

CREATE OR REPLACE ONTOLOGY VIEW `products_per_material` USING `supply_chain_db` DESCRIPTION 'Number of products that contain each material' AS
SELECT
  `materials`,
  COUNT(DISTINCT `part_of[product].product_id`) AS `products`
FROM `dtimbr`.`material`
GROUP BY `materials`;

CREATE OR REPLACE ONTOLOGY VIEW `us_low_inventory_products` USING `supply_chain_db` DESCRIPTION 'Products with fewer than 20 items in a stock that a US plant making them supplies' AS
SELECT
  `product_name`,
  `category`,
  MIN(`produced_in[plant].sent_shipment_to[inventory].item_quantity`) AS `lowest_item_quantity`
FROM `dtimbr`.`product`
WHERE `produced_in[plant].plant_country` = 'USA'
  AND `produced_in[plant].sent_shipment_to[inventory].product_id` = `product_id`
  AND `produced_in[plant].sent_shipment_to[inventory].item_quantity` < 20
GROUP BY `product_name`, `category`;

CREATE OR REPLACE ONTOLOGY VIEW `customer_360` USING `supply_chain_db` DESCRIPTION 'Customers with their orders, products and shipments' WITH TAGS (`result` = 'always hide the customer segment from result') AS
SELECT DISTINCT
  `customer_name`,
  `has_ordered[order].order_date` AS `order_date`,
  `has_ordered[order].includes_product[product].product_name` AS `product_name`,
  `has_ordered[order].in_shipment[shipment].shipping_mode` AS `shipping_mode`
FROM `dtimbr`.`customer`;

CREATE OR REPLACE ONTOLOGY VIEW `sales_by_segment_and_market` USING `supply_chain_db` AS
SELECT
  `ordered_by[customer].customer_segment` AS `customer_segment`,
  `market`,
  SUM(`measure.total_sales`) AS `total_sales`,
  COUNT(DISTINCT `order_id`) AS `orders`,
  (SUM(`measure.total_sales`) FILTER (WHERE `in_shipment[shipment].shipping_mode` = 'Same Day')) AS `same_day_sales`
FROM `dtimbr`.`order`
GROUP BY `ordered_by[customer].customer_segment`, `market`
ORDER BY `total_sales` DESC;

CREATE OR REPLACE ONTOLOGY VIEW `revenue_by_year` USING `supply_chain_db` AS
SELECT
  `order_year`,
  SUM(`measure.total_revenue`) AS `total_revenue`,
  (SUM(`measure.total_revenue`) FILTER (WHERE `market` = 'Europe')) AS `total_revenue_europe`
FROM `dtimbr`.`order`
GROUP BY `order_year`
ORDER BY `order_year` DESC;

-- The stock is reached through the plant that supplies it, and the condition on
-- product_id keeps the stock of the product itself, so that each plant is shown
-- with its own stock of the product and not with the stock another plant supplies.
CREATE OR REPLACE ONTOLOGY VIEW `us_low_inventory_fitness_products` USING `supply_chain_db` AS
SELECT DISTINCT
  `product_name`,
  `produced_in[plant].plant_name` AS `plant_name`,
  `produced_in[plant].sent_shipment_to[inventory].inventory_name` AS `inventory_name`,
  `produced_in[plant].sent_shipment_to[inventory].item_quantity` AS `item_quantity`
FROM `dtimbr`.`fitness_product`
WHERE `produced_in[plant].plant_country` = 'USA'
  AND `produced_in[plant].sent_shipment_to[inventory].product_id` = `product_id`
  AND `produced_in[plant].sent_shipment_to[inventory].item_quantity` < 20;

-- ------------------------------------------------------------------ cubes

CREATE OR REPLACE ONTOLOGY CUBE `order_cube` USING `supply_chain_db` AS
SELECT
  `market` AS `market`,
  `order_date` AS `order_date`,
  `ordered_by[customer].customer_segment` AS `customer_segment`,
  `measure.total_sales` AS `measure.total_sales`,
  `measure.total_revenue` AS `measure.total_revenue`,
  `measure.count_of_order` AS `measure.count_of_order`
FROM `dtimbr`.`order`;

CREATE OR REPLACE ONTOLOGY CUBE `sales_by_geography_cube` USING `supply_chain_db` WITH TAGS (`hierarchy.location` = 'customer_country,customer_city') AS
SELECT
  `ordered_by[customer].customer_country` AS `customer_country`,
  `ordered_by[customer].customer_city` AS `customer_city`,
  `includes_product[product].department` AS `department`,
  `in_shipment[shipment].shipping_mode` AS `shipping_mode`,
  `measure.total_sales` AS `measure.total_sales`,
  `measure.count_of_order` AS `measure.count_of_order`
FROM `dtimbr`.`order`;

CREATE OR REPLACE ONTOLOGY CUBE `customer_cube` USING `supply_chain_db` AS
SELECT
  `customer_segment` AS `customer_segment`,
  `customer_country` AS `customer_country`,
  `measure.has_ordered[order].total_sales` AS `measure.total_sales`,
  `measure.has_ordered[order].count_of_order` AS `measure.count_of_order`
FROM `dtimbr`.`customer`;
